import { storefrontCookieNames } from './cookieNames';

/**
 * The session flags the header's islands need before the first paint, read in the browser so
 * that the layout reads no cookie on the server (ARCHITECTURE.md §11: a page a CDN may keep has
 * no request-time read). The layout puts {@link sessionFlagsScript} (one constant line, allowed
 * by its hash under the nonce CSP: `headScriptHashes`) in `<head>`: it runs while the HTML is
 * parsed and sets {@link signedInAttribute} on `<html>` while the readable `signedIn` cookie is
 * `1` (a registered consumer is signed in, spec 1 §4 "Guest and login"). The server HTML holds
 * both the sign-in link and the sign-out button; a style under the attribute shows the right one,
 * so a signed-in shopper never sees "Sign in" flash (`AccountLink`). It sets
 * {@link inStoreAttribute} while the readable `inStore` cookie is `1` (an associate's in-store
 * session, spec 2 §3): the header reserves the associate strip's space until its island has
 * fetched it (`AssociateStripIsland`). It sets {@link employeeAttribute} while the readable
 * `employee` cookie is `1` (an EMPLOYEE consumer, spec 1 §3): with the in-store attribute it
 * hides the favorite hearts of a cached page (`FavoriteHeart`, spec 1 §4). Sign-in, sign-out and the end of an in-store session load
 * the next page afresh, so the attributes never go stale within a page.
 */

/** Attribute set on `<html>` while the `signedIn` cookie is `1`. */
export const signedInAttribute = 'data-signed-in';

/** Attribute set on `<html>` while the `inStore` cookie is `1`. */
export const inStoreAttribute = 'data-in-store';

/** Attribute set on `<html>` while the `employee` cookie is `1`. */
export const employeeAttribute = 'data-employee';

/**
 * Whether the page's shopper is staff (an employee signed in or an in-store associate
 * session): the attributes the head script set on `<html>`. Browser only.
 */
export function staffInDocument(): boolean {
  const root = document.documentElement;
  return root.hasAttribute(employeeAttribute) || root.hasAttribute(inStoreAttribute);
}

/** Whether a `document.cookie` string holds the flag cookie `name` with the value `1`. */
export function flagFromCookies(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${name}=1`);
}

/** Whether a `document.cookie` string says a registered consumer is signed in. */
export function signedInFromCookies(cookies: string): boolean {
  return flagFromCookies(cookies, storefrontCookieNames.signedIn);
}

/** Whether a `document.cookie` string says an in-store associate session is on. */
export function inStoreFromCookies(cookies: string): boolean {
  return flagFromCookies(cookies, storefrontCookieNames.inStore);
}

const flagLine = (name: string, attribute: string) =>
  `if(c.indexOf(${JSON.stringify(`${name}=1`)})>=0)d.setAttribute(${JSON.stringify(attribute)},"");`;

/** The inline head script (see the module comment); a failure leaves the guest state. */
export const sessionFlagsScript = `try{var d=document.documentElement,c=document.cookie.split(";").map(function(p){return p.trim()});${flagLine(storefrontCookieNames.signedIn, signedInAttribute)}${flagLine(storefrontCookieNames.inStore, inStoreAttribute)}${flagLine(storefrontCookieNames.employee, employeeAttribute)}}catch(e){}`;
