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

/**
 * The segment conditions that the `segmentation` blocks of a tree of CMS blocks test (wrappers
 * nested at any depth, negations by their condition), so the host reads only the session facts
 * a page needs (spec 3 §6): e.g. the basket only when a segment tests `cartEmpty`. Unknown
 * conditions and malformed nodes are ignored.
 */
export function collectSegmentConditions(
  blocks: readonly unknown[] | undefined,
): Set<SegmentConditionName> {
  const names = new Set<SegmentConditionName>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 40 || typeof node !== 'object' || node === null) return;
    const values = Array.isArray(node) ? node : Object.values(node);
    if (!Array.isArray(node)) {
      const record = node as Record<string, unknown>;
      const fields = record.fields as Record<string, unknown> | undefined;
      if (record.type === 'segmentation' && Array.isArray(fields?.segments)) {
        for (const segment of fields.segments) {
          const id = (segment as { id?: unknown } | null)?.id;
          const parsed = typeof id === 'string' ? parseSegmentCondition(id) : undefined;
          if (parsed) names.add(parsed.name);
        }
      }
    }
    for (const value of values) visit(value, depth + 1);
  };
  visit(blocks ?? [], 0);
  return names;
}
