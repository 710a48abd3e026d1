import {
  consentCookieName,
  hasTargetingConsent,
  parseConsentCookie,
  readCookie,
} from '@storefront/blocks/services';

/**
 * The decision engine's anonymous shopper id (spec 3 §7 `monetateId`): the `mt.v` cookie, set
 * on the first visit by the proxy so that the first page already has it, and kept a year, so an
 * experiment's variant stays the same for a shopper across visits. httpOnly: only the server
 * asks for decisions.
 */
export const shopperIdCookie = {
  name: 'mt.v',
  /** A year, in seconds. */
  maxAge: 365 * 24 * 60 * 60,
} as const;

/** `2.` then 32 lowercase hex digits, then `.` and the creation time in ms. */
const shopperIdPattern = /^2\.[0-9a-f]{32}\.\d{13}$/;

/** Whether a value is a shopper id this storefront made (anything else is replaced). */
export function isShopperId(value: string | undefined): value is string {
  return value !== undefined && shopperIdPattern.test(value);
}

/**
 * A new shopper id, e.g. `2.0f8e…9a.1764237600000`.
 * @param uuid a random UUID (default `crypto.randomUUID()`)
 * @param now the time in ms (default `Date.now()`)
 */
export function newShopperId(uuid: string = crypto.randomUUID(), now: number = Date.now()): string {
  return `2.${uuid.replaceAll('-', '').toLowerCase()}.${now}`;
}

/**
 * The shopper id a page request should get, or `undefined` to leave the cookies alone: a new
 * one when the request has none (or not one of ours) and targeting may run — the site does not
 * ask for consent, or the shopper accepted `C0004` (spec 3 §4, §9: no targeting id before
 * consent in EMEA).
 * @param cookieHeader the request's `Cookie` header
 * @param region the contract region of the page's locale, e.g. `EMEA`
 */
export function shopperIdToSet(cookieHeader: string, region: string): string | undefined {
  if (isShopperId(readCookie(cookieHeader, shopperIdCookie.name))) return undefined;
  const categories = parseConsentCookie(readCookie(cookieHeader, consentCookieName));
  if (!hasTargetingConsent({ categories, region, preview: false })) return undefined;
  return newShopperId();
}
