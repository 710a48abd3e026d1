import 'server-only';
import type { ConsumerProfile, StorefrontLocale } from '@storefront/api-contract';
import { guestSession, type SegmentConditionName, type ShopperSession } from '@storefront/blocks';
import { sessionCookieNames } from '@storefront/commerce';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { readProfile } from '../account/accountReads';
import { readBasket } from '../cart/read';
import { storefrontCookieNames } from '../session/cookieNames';

/** What a page's blocks need to know of the shopper (see `collectSegmentConditions`). */
export interface ShopperNeeds {
  /** The segment conditions the page's segmentation blocks test (spec 3 §6). */
  conditions: ReadonlySet<SegmentConditionName>;
  /** The page has experiences: decisions need the signed-in shopper's customer id (spec 3 §7). */
  experiences: boolean;
}

/** The shopper as the server resolved it for a render. */
export interface ShopperFacts {
  /** Session flags for the segment conditions (spec 3 §6); a guest's by default. */
  session: ShopperSession;
  /**
   * The signed-in consumer's id (the decision call's `customerId`, spec 3 §7); kept out of the
   * session so it is not serialised to the browser with the block services.
   */
  customerId?: string;
}

/** Conditions answered from the consumer profile (the others need only the cookies or the basket). */
const profileConditions: ReadonlySet<SegmentConditionName> = new Set([
  'loyaltyMember',
  'nonLoyaltyLoggedIn',
  'employee',
  'nonEmployee',
  'ipaWranxMember',
  'wranx',
  'ipa',
  'athlete',
]);

/**
 * The session flags of a signed-in consumer (spec 3 §6): loyalty from `isLoyaltyMember`,
 * employee from the consumer type `EMPLOYEE`, athlete from the type `ATHLETE` or an athlete
 * spend profile, IPA and Wranx from the consumer's identities (spec 2 §3).
 * @param profile GET /consumers-v3/consumer
 * @param cartEmpty whether the basket has no item (`true` when unknown)
 */
export function sessionOfProfile(profile: ConsumerProfile, cartEmpty = true): ShopperSession {
  const identities = new Set(profile.consumerDetails.identity.map((identity) => identity.type));
  return {
    loggedIn: true,
    loyaltyMember: profile.isLoyaltyMember,
    employee: profile.consumerType === 'EMPLOYEE',
    cartEmpty,
    ipaMember: identities.has('IPA'),
    wranxMember: identities.has('WRANX'),
    athlete: profile.consumerType === 'ATHLETE' || profile.consumerDetails.athlete !== null,
  };
}

/** Whether a page's needs call for the consumer profile (a signed-in shopper only). */
export function needsProfile(needs: ShopperNeeds): boolean {
  return [...needs.conditions].some((name) => profileConditions.has(name));
}

/** Whether a page's needs call for the basket (a cart condition is tested). */
export function needsBasket(needs: ShopperNeeds): boolean {
  return needs.conditions.has('cartEmpty') || needs.conditions.has('cartNotEmpty');
}

/** The profile of the request's signed-in consumer, once per request (React `cache`). */
const profileOfRequest = cache(readProfile);

/** Whether the request's basket has an item, once per request; `undefined` when unknown. */
const basketHasItems = cache(async (locale: StorefrontLocale): Promise<boolean | undefined> => {
  const basket = await readBasket(locale);
  return basket ? basket.items.length > 0 : undefined;
});

/**
 * The shopper of the request, resolved where the page renders (spec 3 §4, §6; design: no
 * baseline flash): signed in or not from the session cookies, the customer id from the
 * session's consumer id; the consumer profile (GET /consumers-v3/consumer) only when a
 * segment of the page tests a profile fact, the basket only when one tests the cart. Reads
 * only (no cookie written, usable in server components); a failed read leaves the guest's
 * value of its facts, so the page shows its baselines rather than an error.
 */
export async function readShopper(
  locale: StorefrontLocale,
  needs: ShopperNeeds,
): Promise<ShopperFacts> {
  const jar = await cookies();
  const signedIn = jar.get(sessionCookieNames.tokenType)?.value === 'Registered';
  const basketId = jar.get(sessionCookieNames.basketId)?.value;
  const [profile, hasItems] = await Promise.all([
    signedIn && needsProfile(needs) ? profileOfRequest() : null,
    basketId && needsBasket(needs) ? basketHasItems(locale) : undefined,
  ]);
  const cartEmpty = hasItems === undefined ? true : !hasItems;
  const customerId = signedIn ? jar.get(storefrontCookieNames.consumerId)?.value : undefined;
  const session: ShopperSession = profile
    ? sessionOfProfile(profile, cartEmpty)
    : { ...guestSession, loggedIn: signedIn, cartEmpty };
  return { session, ...(customerId ? { customerId } : {}) };
}
