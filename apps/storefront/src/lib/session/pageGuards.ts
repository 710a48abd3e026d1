import { sessionCookieNames } from '@storefront/commerce';
import { safeReturnTo } from '../auth/returnTo';
import { parseAssociateSession } from '../checkout/associate';
import { localeOfPath } from '../server/requestLocale';
import { storefrontCookieNames } from './cookieNames';

/**
 * The pages' session redirects, decided in `proxy.ts` before the page renders, so a browser and
 * a crawler get a real `307` with its `Location`. Under cache components a page sends its
 * prerendered shell, and with it a `200`, before it reads the request; a `redirect()` in the
 * page then arrives in the stream (the browser follows it, the status stays 200; Next's
 * "Status codes"). The pages keep their own checks (`requireSignedIn`, …): the proxy reads the
 * same cookies with the same rules, and a page that finds otherwise (a token the API refuses)
 * still redirects from the stream.
 *
 * - `/{locale}/sign-in` signed in → `returnTo` (`safeReturnTo`, spec 1 §6);
 * - `/{locale}/sign-up` signed in → the locale's home (not the sign-up action's own answer);
 * - `/{locale}/account/…` a guest → `/{locale}/sign-in?returnTo=…` (spec 2 §4; not the
 *   enrolment page, which a guest may open, nor the account's file routes, which answer 303);
 * - `/{locale}/checkout` without a basket → `/{locale}/cart`;
 * - `/{locale}/associate-login` in an associate session → `/{locale}/cart` (spec 2 §3).
 */

/** What the guard reads of a request. */
export interface GuardRequest {
  /** The URL's path, e.g. `/en-us/account/orders`. */
  pathname: string;
  /** The URL's query with its `?` (or empty), e.g. `?page=2`. */
  search: string;
  /** The request's cookie `name`, if set. */
  cookie: (name: string) => string | undefined;
  /** Whether the request runs a Server Action (`Next-Action` header): never redirected. */
  action: boolean;
}

const guestAccountExceptions = /^\/account\/(enroll|orders\/[^/]+\/invoice|profile\/my-data)\/?$/;

/**
 * Where the request must go instead of its page, or `undefined` to render it (see the module
 * comment). Pure: the cookies come from the caller.
 * @returns a same-origin path with its query, e.g. `/en-us/sign-in?returnTo=%2Fen-us%2Faccount`
 */
export function pageGuardRedirect({
  pathname,
  search,
  cookie,
  action,
}: GuardRequest): string | undefined {
  if (action) return undefined;
  const locale = localeOfPath(pathname);
  if (!locale) return undefined;
  const rest = pathname.slice(locale.path.length + 1).replace(/\/$/, '') || '/';
  const signedIn = cookie(sessionCookieNames.tokenType) === 'Registered';
  const home = `/${locale.path}`;
  if (rest === '/sign-in') {
    return signedIn
      ? safeReturnTo(new URLSearchParams(search).get('returnTo') ?? undefined, locale.path)
      : undefined;
  }
  if (rest === '/sign-up') return signedIn ? home : undefined;
  if ((rest === '/account' || rest.startsWith('/account/')) && !guestAccountExceptions.test(rest))
    return signedIn
      ? undefined
      : `/${locale.path}/sign-in?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
  if (rest === '/checkout') return cookie(sessionCookieNames.basketId) ? undefined : `${home}/cart`;
  if (rest === '/associate-login')
    return parseAssociateSession(cookie(storefrontCookieNames.inStoreSession))
      ? `${home}/cart`
      : undefined;
  return undefined;
}
