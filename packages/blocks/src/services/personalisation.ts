/**
 * One personalisation decision (spec 3 §3 "Personalisation experience (decision result)"),
 * as the decision engine returns it (POST /api/engine/v1/decide/{brand}, spec 2 §7).
 */
export interface PersonalisationDecision {
  experience_id: string;
  experience_name: string;
  experience_label: string;
  /** The chosen variant: matches an experience block's `variantId` or `name`; else baseline. */
  variant_label: string;
  actionId: string;
  component: string;
  items: unknown[];
}

/**
 * The test context (`p13n_testcontext` query, spec 3 §2, §4): the variant to show per
 * experience id, by `variantId` or `name`.
 */
export type PersonalisationTestContext = Readonly<Record<string, string>>;

/** What the host provides about personalisation, decided where the page renders. */
export interface PersonalisationServices {
  /** Decisions for the experiences of the page (empty without targeting consent). */
  decisions: readonly PersonalisationDecision[];
  /** Parsed `p13n_testcontext`, when the page was requested with it. */
  testContext?: PersonalisationTestContext;
  /**
   * Asks the host to decide again (the recalculate event, spec 3 §4); the storefront
   * re-renders the page on the server. Called from client islands only.
   * @param experienceId the experience that received the event
   */
  recalculate(experienceId: string): void;
}

/** Name of the window event that asks experiences to recalculate their decision (spec 3 §4). */
export const recalculateEventName = 'p13n:recalculate';

/**
 * Parses the `p13n_testcontext` query: a JSON object `{ "<experienceId>": "<variant>" }`, or
 * a comma-separated list `experienceId:variant`. Empty or unreadable input gives `undefined`.
 */
export function parseTestContext(
  raw: string | null | undefined,
): PersonalisationTestContext | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const entries: [string, string][] = [];
  if (text.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      for (const [key, variant] of Object.entries(value)) {
        if (typeof variant === 'string' && key && variant) entries.push([key, variant]);
      }
    } catch {
      return undefined;
    }
  } else {
    for (const part of text.split(',')) {
      const at = part.indexOf(':');
      const key = part.slice(0, at).trim();
      const variant = part.slice(at + 1).trim();
      if (at > 0 && key && variant) entries.push([key, variant]);
    }
  }
  return entries.length > 0 ? Object.freeze(Object.fromEntries(entries)) : undefined;
}

/** The decision for an experience id, if the host has one. */
export function findDecision(
  decisions: readonly PersonalisationDecision[],
  experienceId: string,
): PersonalisationDecision | undefined {
  return decisions.find((decision) => decision.experience_id === experienceId);
}
