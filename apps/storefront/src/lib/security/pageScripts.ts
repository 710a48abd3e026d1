import { localeOfPath } from '../server/requestLocale';

/**
 * First path segments (after the locale) of the pages that keep the nonce-based CSP and render
 * per request (ARCHITECTURE.md §11, the CSP decision): they take credentials or payment, or
 * show one shopper's data (spec 3 §2 routes). Every other page of a served locale is
 * shopper-independent (home, content pages, journal, help, stores, category, product, search,
 * search hub) and gets the static policy.
 */
export const noncePageSegments: ReadonlySet<string> = new Set([
  'account',
  'associate-login',
  'cart',
  'checkout',
  'favorites',
  'compare',
  'forgot-password',
  'reset-password',
  'order-confirmation',
  'order-status',
  'sign-in',
  'sign-up',
]);

/**
 * The kind of script policy of a request's page, for proxy.ts (`pageSecurity`'s `scripts`):
 * `static` (`script-src 'self' 'unsafe-inline'`, the page may come from a cache) for a
 * shopper-independent page of a served locale; `nonce` (`'strict-dynamic'`, per request) for
 * the pages of {@link noncePageSegments} and the non-pages (route handlers under `/api/`, the
 * root's redirect). A page outside every served locale is the 404 (`app/global-not-found.tsx`):
 * shopper-independent, and Next keeps it like any page without a request-time read, so a nonce
 * in its HTML would be the first request's and every later answer's scripts would be refused.
 * @param pathname e.g. `/en-us/p/mens-meadow-walker-ALP1401M` → `static`, `/en-us/cart` → `nonce`,
 *   `/xx-yy/about` → `static`
 */
export function pageScriptsOf(pathname: string): 'nonce' | 'static' {
  if (!localeOfPath(pathname))
    return pathname === '/' || pathname.startsWith('/api/') ? 'nonce' : 'static';
  const segment = pathname.split('/', 3)[2] ?? '';
  return noncePageSegments.has(segment) ? 'nonce' : 'static';
}
