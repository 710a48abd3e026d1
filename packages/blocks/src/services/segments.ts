import type { ShopperSession } from './session';

/**
 * Segment conditions of segmentation blocks (spec 3 §6). A segment id is one of these, or one
 * of these prefixed with `not:` for its negation (e.g. `not:loyaltyMember`).
 */
export const segmentConditions = {
  loggedOut: (s: ShopperSession) => !s.loggedIn,
  loggedIn: (s: ShopperSession) => s.loggedIn,
  loyaltyMember: (s: ShopperSession) => s.loyaltyMember,
  nonLoyaltyLoggedIn: (s: ShopperSession) => s.loggedIn && !s.loyaltyMember,
  employee: (s: ShopperSession) => s.employee,
  nonEmployee: (s: ShopperSession) => !s.employee,
  cartEmpty: (s: ShopperSession) => s.cartEmpty,
  cartNotEmpty: (s: ShopperSession) => !s.cartEmpty,
  ipaWranxMember: (s: ShopperSession) => s.ipaMember || s.wranxMember,
  wranx: (s: ShopperSession) => s.wranxMember,
  ipa: (s: ShopperSession) => s.ipaMember,
  athlete: (s: ShopperSession) => s.athlete,
} as const satisfies Record<string, (session: ShopperSession) => boolean>;

/** A segment condition name (without negation). */
export type SegmentConditionName = keyof typeof segmentConditions;

/** The prefix that negates a segment condition. */
export const segmentNegationPrefix = 'not:';

/** Every condition name, in the order of spec 3 §6. */
export const segmentConditionNames = Object.keys(segmentConditions) as SegmentConditionName[];

/** Parses a segment id into its condition and negation; `undefined` for an unknown condition. */
export function parseSegmentCondition(
  id: string,
): { name: SegmentConditionName; negated: boolean } | undefined {
  const trimmed = id.trim();
  const negated = trimmed.startsWith(segmentNegationPrefix);
  const name = negated ? trimmed.slice(segmentNegationPrefix.length).trim() : trimmed;
  return Object.hasOwn(segmentConditions, name)
    ? { name: name as SegmentConditionName, negated }
    : undefined;
}

/**
 * Whether a segment condition holds for a session (spec 3 §6). An unknown condition never
 * holds, so the block falls back to its baseline.
 */
export function evaluateSegmentCondition(id: string, session: ShopperSession): boolean {
  const parsed = parseSegmentCondition(id);
  if (!parsed) return false;
  const holds = segmentConditions[parsed.name](session);
  return parsed.negated ? !holds : holds;
}
