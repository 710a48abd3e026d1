/**
 * The one check of every redirect and navigation target of the storefront and the preview
 * tool (design.md "Security rules": the storefront validates every redirect with one helper):
 * a same-origin path under a storefront locale, else the locale's home. Pure, no zod, safe in
 * browser and server code.
 */
import { defaultLocalePath, findLocale } from './locales';

/** Longest target accepted, in characters (a longer one gives the locale's home). */
export const maxRedirectLength = 2000;

/** Origin used only to resolve a path; never shown. */
const base = 'https://storefront.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
const forbidden = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Decodes percent-escapes until nothing changes (at most 4 rounds); `undefined` when malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return /%[0-9a-f]{2}/i.test(current) ? undefined : current;
}

/** True when the text, raw or decoded, could leave the origin (`//`, `\`, controls). */
function unsafe(text: string): boolean {
  const decoded = fullyDecoded(text);
  if (decoded === undefined) return true;
  for (const form of [text, decoded]) {
    if (forbidden.test(form) || !form.startsWith('/') || form.startsWith('//')) return true;
  }
  return false;
}

/**
 * Where a redirect or navigation may go: `value` when it is a same-origin path under a
 * storefront locale (`/en-us`, `/fr-ca/…`), normalised (dot segments resolved, the locale
 * segment lower-cased) with its query and fragment; otherwise the home of `localePath`
 * (`/en-us` when that is no locale either). Refused, before and after resolving dot segments
 * and percent-decoding: anything not a string or longer than {@link maxRedirectLength}; a value
 * not starting with `/`; `//…` and `/\…` (protocol-relative), backslashes anywhere, `%2f%2f`,
 * `%5c`; schemes (`javascript:`, `data:`, `https:` in any case); `user@host`; tabs, newlines
 * and other control characters; malformed percent-escapes; paths outside a locale.
 * @param value the requested target (a `returnTo`, `storeContext`, draft-mode `path`…; anything)
 * @param localePath the current locale's path segment, e.g. `en-us`
 * @returns a path starting with `/{locale}`, e.g. `/en-us/checkout?step=billing`
 */
export function safeRedirectPath(value: unknown, localePath: string): string {
  const home = `/${findLocale(localePath)?.path ?? defaultLocalePath}`;
  if (typeof value !== 'string' || value.length === 0 || value.length > maxRedirectLength) {
    return home;
  }
  if (unsafe(value)) return home;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return home;
  }
  if (url.origin !== base || url.username || url.password) return home;
  if (unsafe(url.pathname) || /\/\//.test(fullyDecoded(url.pathname) ?? '//')) return home;
  const [, segment = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(url.pathname) ?? [];
  const locale = findLocale(segment);
  if (!locale) return home;
  return `/${locale.path}${rest}${url.search}${url.hash}`;
}
