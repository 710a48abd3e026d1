import {
  evaluateSegmentCondition,
  guestSession,
  type SegmentConditionName,
  type ShopperSession,
  segmentConditionNames,
} from '@storefront/blocks/services';

/**
 * The session flags the segment simulator can force (spec 3 §6 segment conditions). Their names
 * are the storefront's `?segments=` flags in preview (apps/storefront `previewSession`), so a
 * storefront link carries the same simulated shopper.
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

/** Editor-facing labels of the flags. */
export const segmentFlagLabels: Record<SegmentFlag, string> = {
  loggedIn: 'Logged in',
  loyaltyMember: 'Loyalty member',
  employee: 'Employee',
  cartNotEmpty: 'Cart not empty',
  ipaMember: 'IPA member',
  wranxMember: 'Wranx member',
  athlete: 'Athlete profile',
};

/** Editor-facing labels of the segment conditions of spec 3 §6 (negations: "not …"). */
export const segmentConditionLabels: Record<SegmentConditionName, string> = {
  loggedOut: 'Logged out',
  loggedIn: 'Logged in',
  loyaltyMember: 'Loyalty member',
  nonLoyaltyLoggedIn: 'Non-loyalty logged in',
  employee: 'Employee',
  nonEmployee: 'Non-employee',
  cartEmpty: 'Cart empty',
  cartNotEmpty: 'Cart not empty',
  ipaWranxMember: 'IPA/Wranx member',
  wranx: 'Wranx',
  ipa: 'IPA',
  athlete: 'Athlete profile',
};

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
 * Reads forced flags from the query: comma-separated and/or repeated values (a GET form sends
 * one `segments` per checked box). Unknown names are dropped; a member flag (loyalty, employee,
 * IPA, Wranx, athlete) implies `loggedIn`. Returns the flags in {@link segmentFlags} order.
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

/** Every segment condition of spec 3 §6 and whether it holds for the session. */
export function conditionStates(
  session: ShopperSession,
): { name: SegmentConditionName; label: string; holds: boolean }[] {
  return segmentConditionNames.map((name) => ({
    name,
    label: segmentConditionLabels[name],
    holds: evaluateSegmentCondition(name, session),
  }));
}
