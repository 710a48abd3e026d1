import { type StorefrontLocale, storefrontLocales } from '@storefront/api-contract';

/**
 * Which site matches where the shopper is (spec 1 §2 "location confirmation" dialog). The
 * edge (CDN or load balancer) tells the storefront the shopper's country in a request header
 * whose name is configured with `STOREFRONT_COUNTRY_HEADER` (e.g. `cloudfront-viewer-country`,
 * `x-vercel-ip-country`); without it nothing is detected and the dialog never shows. Pure.
 */

/** A header name as HTTP allows it (lower case here), at most 64 characters. */
const headerNamePattern = /^[a-z0-9-]{1,64}$/;

/**
 * The configured country header's name, lower case, or undefined when unset or malformed.
 * @param value the `STOREFRONT_COUNTRY_HEADER` variable
 */
export function countryHeaderName(value: string | undefined): string | undefined {
  const name = value?.trim().toLowerCase();
  return name && headerNamePattern.test(name) ? name : undefined;
}

/**
 * The ISO 3166-1 alpha-2 country of a header value (`gb`, ` GB ` → `GB`), or undefined when it
 * is not two letters (an edge sends `XX` or nothing for an unknown place).
 */
export function countryOf(value: string | null | undefined): string | undefined {
  const country = value?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) && country !== 'XX' ? country : undefined;
}

/** The sites to offer: the shopper's country and the locales of the sites that serve it. */
export interface LocationSuggestion {
  /** The detected country, ISO 3166-1 alpha-2. */
  country: string;
  /**
   * The sites of that country, at least one: the one in the page's language first (fr-ca from
   * a French page), then the others in the order of `storefrontLocales` (Canada: en-ca, fr-ca).
   */
  targets: [StorefrontLocale, ...StorefrontLocale[]];
}

/**
 * The sites to offer when the detected country differs from the site's (spec 1 §2 "location
 * confirmation"), or undefined: nothing detected, the same country, no site for that
 * country, or the shopper already answered for this country (`answered`, the cookie).
 * A country with several languages offers each of its sites, the page's language first.
 * @param locale the page's locale
 * @param detected the country of the request header ({@link countryOf})
 * @param answered the country the shopper last answered the dialog for
 */
export function locationSuggestion(
  locale: StorefrontLocale,
  detected: string | undefined,
  answered: string | undefined,
): LocationSuggestion | undefined {
  if (!detected || detected === locale.country || detected === answered) return undefined;
  const sites = storefrontLocales.filter((l) => l.country === detected);
  const [first, ...others] = [
    ...sites.filter((l) => l.language === locale.language),
    ...sites.filter((l) => l.language !== locale.language),
  ];
  return first ? { country: detected, targets: [first, ...others] } : undefined;
}

/**
 * The same page on another site: the path with its first segment (the locale) replaced
 * (`/en-us/stores?q=1` → `/en-gb/stores?q=1`); the site's home for anything else.
 * @param path the current path with its query
 * @param targetPath the other site's locale path (`en-gb`)
 */
export function pathOnSite(path: string, targetPath: string): string {
  const match = /^\/[a-z]{2}-[a-z]{2}(?=[/?#]|$)(.*)$/s.exec(path);
  const rest = match?.[1] ?? '';
  return rest.startsWith('/') || rest.startsWith('?') ? `/${targetPath}${rest}` : `/${targetPath}`;
}
