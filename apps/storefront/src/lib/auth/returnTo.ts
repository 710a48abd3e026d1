/**
 * Where the sign-in page sends the shopper back (`?returnTo=`): same-origin paths only, so the
 * page cannot be used to send a signed-in shopper to another site (an open redirect). Pure.
 */

const base = 'http://storefront.invalid';

/**
 * The path to return to after sign-in: `value` when it is a same-origin path (`/…`, not
 * `//host`, no backslash or control character, at most 2000 characters, not the sign-in page
 * itself); else the locale's home `/{localePath}`.
 * @param value the `returnTo` query value (anything)
 * @param localePath e.g. `en-us`
 * @returns a path with its query and fragment, e.g. `/en-us/checkout?step=billing`
 */
export function safeReturnTo(value: unknown, localePath: string): string {
  const home = `/${localePath}`;
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return home;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return home;
  if (value.startsWith('//')) return home;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return home;
  }
  if (url.origin !== base) return home;
  if (/^\/[a-z]{2}-[a-z]{2}\/sign-in\/?$/.test(url.pathname)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
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
  return privatePath.test(path) ? `/${localePath}` : path;
}
