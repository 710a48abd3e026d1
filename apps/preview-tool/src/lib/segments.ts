import {
  evaluateSegmentCondition,
  readSegmentFlags,
  type SegmentConditionName,
  type SegmentFlag,
  type ShopperSession,
  segmentConditionNames,
  segmentFlags,
  sessionFromFlags,
} from '@storefront/blocks/services';

// The forced flags and their session are the storefront's too (`?segments=` in draft mode):
// one implementation in blocks, so the simulator and the storefront resolve the same shopper.
export { readSegmentFlags, type SegmentFlag, segmentFlags, sessionFromFlags };

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
