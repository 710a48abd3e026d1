/**
 * Where the sign-in page sends the shopper back (`?returnTo=`) and where a sign-out leaves the
 * shopper: both through {@link safeRedirectPath}, the one redirect check (design.md "Security
 * rules"), so the pages cannot be used to send a shopper to another site. Pure.
 */
import { safeRedirectPath } from '@storefront/api-contract';

/**
 * The path to return to after sign-in: `value` when {@link safeRedirectPath} accepts it (a
 * same-origin path under a storefront locale) and it is not the sign-in page itself; else the
 * locale's home `/{localePath}`.
 * @param value the `returnTo` query value (anything)
 * @param localePath e.g. `en-us`
 * @returns a path with its query and fragment, e.g. `/en-us/checkout?step=billing`
 */
export function safeReturnTo(value: unknown, localePath: string): string {
  const path = safeRedirectPath(value, localePath);
  const home = safeRedirectPath(`/${localePath}`, localePath);
  return /^\/[a-z]{2}-[a-z]{2}\/sign-in\/?([?#]|$)/.test(path) ? home : path;
}

/** Paths a sign-out leaves for the home page (spec 1 §2, spec 2 §4): cart, checkout, favorites, account. */
const privatePath = /^\/[a-z]{2}-[a-z]{2}\/(cart|checkout|favorites|account)([/?#]|$)/;

/**
 * Where the shopper goes after signing out (spec 1 §2 "/ reached after logout from cart,
 * checkout, favorites or account paths"): the locale's home from those paths, else the same
 * page (a same-origin path, see {@link safeReturnTo}).
 * @param currentPath the page's path and query, e.g. `/en-us/cart`
 */
export function afterSignOutPath(currentPath: unknown, localePath: string): string {
  const path = safeReturnTo(currentPath, localePath);
  return privatePath.test(path) ? safeRedirectPath(`/${localePath}`, localePath) : path;
}

/** Paths where an order is in progress (spec 1 §2 "/account: reached after login when an order was in progress"). */
const orderInProgressPath = /^\/[a-z]{2}-[a-z]{2}\/checkout([/?#]|$)/;

/**
 * Whether a sign-in or sign-up started from a page with an order in progress (the checkout:
 * sign-in-to-buy, spec 1 §2; spec 3 §4 skips the interests dialog then).
 * @param returnTo the page it started from (anything: only a checkout path answers true)
 */
export function isOrderInProgressPath(returnTo: unknown): boolean {
  return typeof returnTo === 'string' && orderInProgressPath.test(returnTo);
}

/**
 * Where the shopper goes after signing in (spec 1 §2): the locale's `/account` when an order
 * was in progress (the sign-in came from the checkout), else back where the shopper was
 * (`returnTo` through {@link safeReturnTo}; the header's dialog passes the current page, so the
 * page is kept).
 * @param returnTo the page the sign-in started from (anything; checked)
 * @param localePath e.g. `en-us`
 * @returns e.g. `/en-us/account`, `/en-us/p/boot-ALP1401M#reviews`
 */
export function afterSignInPath(returnTo: unknown, localePath: string): string {
  const path = safeReturnTo(returnTo, localePath);
  if (!orderInProgressPath.test(path)) return path;
  const locale = path.slice(1, 6);
  return safeRedirectPath(`/${locale}/account`, localePath);
}
