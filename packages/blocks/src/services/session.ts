import type { PageType } from './route';

/** The shopper's session and segments as the host knows them (spec 3 §6 segment conditions). */
export interface ShopperSession {
  loggedIn: boolean;
  loyaltyMember: boolean;
  employee: boolean;
  /** Whether the basket has no item. */
  cartEmpty: boolean;
  ipaMember: boolean;
  wranxMember: boolean;
  /** The consumer has an athlete profile. */
  athlete: boolean;
  /** Consumer id of a logged-in shopper (decision engine `customerId`). */
  customerId?: string;
}

/** A guest with an empty basket. */
export const guestSession: ShopperSession = {
  loggedIn: false,
  loyaltyMember: false,
  employee: false,
  cartEmpty: true,
  ipaMember: false,
  wranxMember: false,
  athlete: false,
};

/** User-segment labels of spec 2 §9 / spec 3 §9, in their fixed order. */
export const userSegmentLabels = ['Loyalty', 'Wranx', 'Ipa', 'Athlete'] as const;
/** A user-segment label. */
export type UserSegmentLabel = (typeof userSegmentLabels)[number];

/** The user-segment labels that apply to a session, in the order of {@link userSegmentLabels}. */
export function userSegments(session: ShopperSession): UserSegmentLabel[] {
  const flags: Record<UserSegmentLabel, boolean> = {
    Loyalty: session.loyaltyMember,
    Wranx: session.wranxMember,
    Ipa: session.ipaMember,
    Athlete: session.athlete,
  };
  return userSegmentLabels.filter((label) => flags[label]);
}

/**
 * The personalisation page context (spec 2 §9, spec 3 §9): the page type and the user
 * segments joined by a pipe, e.g. `product|Loyalty|Athlete`.
 */
export function personalisationPageContext(pageType: PageType, session: ShopperSession): string {
  return [pageType, ...userSegments(session)].join('|');
}
