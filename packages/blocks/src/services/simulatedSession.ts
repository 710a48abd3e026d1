import { guestSession, type ShopperSession } from './session';

/**
 * The session flags an editor can force in preview (spec 3 §6 segment conditions; design.md
 * "Preview can force a segment"): the preview tool's segment simulator and the storefront's
 * `?segments=` in draft mode read them with the one {@link readSegmentFlags} and
 * {@link sessionFromFlags}, so what an editor forces is the session a shopper with those facts
 * has on the server.
 */
export const segmentFlags = [
  'loggedIn',
  'loyaltyMember',
  'employee',
  'cartNotEmpty',
  'ipaMember',
  'wranxMember',
  'athlete',
] as const;
/** One forced session flag. */
export type SegmentFlag = (typeof segmentFlags)[number];

/** Flags that only a logged-in shopper can have: forcing one forces `loggedIn` too. */
const memberFlags: readonly SegmentFlag[] = [
  'loyaltyMember',
  'employee',
  'ipaMember',
  'wranxMember',
  'athlete',
];

const isSegmentFlag = (value: string): value is SegmentFlag =>
  (segmentFlags as readonly string[]).includes(value);

/**
 * Reads forced flags from a query value: comma-separated and/or repeated values (a GET form
 * sends one `segments` per checked box). Unknown names are dropped; a member flag (loyalty,
 * employee, IPA, Wranx, athlete) implies `loggedIn`. Returns the flags in {@link segmentFlags}
 * order.
 */
export function readSegmentFlags(value: string | readonly string[] | undefined): SegmentFlag[] {
  const raw = typeof value === 'string' ? [value] : (value ?? []);
  const names = new Set(
    raw
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(isSegmentFlag),
  );
  if (memberFlags.some((flag) => names.has(flag))) names.add('loggedIn');
  return segmentFlags.filter((flag) => names.has(flag));
}

/** The simulated shopper session of the forced flags: a guest with an empty cart plus them. */
export function sessionFromFlags(flags: readonly SegmentFlag[]): ShopperSession {
  const has = (flag: SegmentFlag) => flags.includes(flag);
  return {
    ...guestSession,
    loggedIn: has('loggedIn'),
    loyaltyMember: has('loyaltyMember'),
    employee: has('employee'),
    cartEmpty: !has('cartNotEmpty'),
    ipaMember: has('ipaMember'),
    wranxMember: has('wranxMember'),
    athlete: has('athlete'),
  };
}
