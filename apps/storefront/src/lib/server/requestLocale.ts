import { findLocale, type StorefrontLocale } from '@storefront/api-contract';

/**
 * The request header carrying the locale path of the page a request is for (`en-us`), set by
 * the storefront's proxy (`proxy.ts`) from the first path segment of every request, a Server
 * Action's POST included (it posts to the page's own path). The proxy always overwrites or
 * removes it, so a browser cannot choose it. It is next-intl's own request-locale header, so
 * next-intl (src/i18n/request.ts) reads the same locale where a page has no params (404).
 */
export const localeHeader = 'x-next-intl-locale';

/**
 * The storefront locale of a URL path: its first segment, validated with `findLocale`.
 * @param pathname e.g. `/en-us/cart`
 * @returns the locale, or `undefined` when the path has no served locale (`/api/...`, `/xx-yy`)
 */
export function localeOfPath(pathname: string): StorefrontLocale | undefined {
  const segment = pathname.split('/', 2)[1] ?? '';
  return segment ? findLocale(segment) : undefined;
}

/**
 * Sets (or removes) {@link localeHeader} on the headers forwarded to the app, from the path.
 * @param headers the forwarded request headers (changed in place)
 * @param pathname the request's path
 */
export function forwardLocale(headers: Headers, pathname: string): void {
  const locale = localeOfPath(pathname);
  if (locale) headers.set(localeHeader, locale.path);
  else headers.delete(localeHeader);
}

/**
 * The locale of a request's headers: {@link localeHeader} validated with `findLocale`.
 * @param headers the request headers (Next's `headers()`)
 * @returns the locale, or `undefined` when absent or not served
 */
export function localeOfHeaders(headers: Pick<Headers, 'get'>): StorefrontLocale | undefined {
  const value = headers.get(localeHeader);
  return value ? findLocale(value) : undefined;
}
