/** One problem found in personalisation inputs. */
export interface PersonalisationInputIssue {
  field: 'attributes' | 'userId' | 'eventTags';
  message: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Spec 3 §5: attributes must be a plain object without `undefined` values. */
export function isValidAttributes(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.values(value).every((v) => v !== undefined);
}

/** Spec 3 §5: the user id must be a non-empty string. */
export function isValidUserId(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Spec 3 §5: event tags must be an object (not null, not an array). */
export function isValidEventTags(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates the inputs of a personalisation call (spec 3 §5). Only the fields present are
 * checked, except `userId`, which is required.
 * @returns the problems, empty when the inputs are valid
 */
export function validatePersonalisationInputs(inputs: {
  userId: unknown;
  attributes?: unknown;
  eventTags?: unknown;
}): PersonalisationInputIssue[] {
  const issues: PersonalisationInputIssue[] = [];
  if (!isValidUserId(inputs.userId)) {
    issues.push({ field: 'userId', message: 'The user id must be a non-empty string' });
  }
  if (inputs.attributes !== undefined && !isValidAttributes(inputs.attributes)) {
    issues.push({
      field: 'attributes',
      message: 'Attributes must be a plain object without undefined values',
    });
  }
  if (inputs.eventTags !== undefined && !isValidEventTags(inputs.eventTags)) {
    issues.push({ field: 'eventTags', message: 'Event tags must be an object' });
  }
  return issues;
}

/** The product id kinds of the decision engine (spec 3 §9: set by configuration). */
export type ProductIdType = 'styleId' | 'masterId';

/**
 * Classifies a product or colour id for personalisation (spec 3 §5): an id of exactly eight
 * uppercase alphanumerics is a style id; anything else is passed as the configured kind.
 */
export function classifyProductId(
  id: string,
  configured: ProductIdType = 'masterId',
): { type: ProductIdType; id: string } {
  return /^[A-Z0-9]{8}$/.test(id) ? { type: 'styleId', id } : { type: configured, id };
}
