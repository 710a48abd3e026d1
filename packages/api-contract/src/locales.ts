/**
 * Storefront locales and the sites they belong to (spec 1 §7, spec 2 §7: every request
 * carries a locale query and a site id; spec 2 §9: currency formatted in the locale).
 */

/** The locale path segments the storefront serves under (`/{lang}-{region}`). */
export type LocalePath = 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb';

/** Region header value of a site. */
export type Region = 'NORA' | 'EMEA';

/** One storefront locale: URL path segment, BCP 47 tag, site and currency. */
export interface StorefrontLocale {
  /** URL path segment, lower case, e.g. `en-us`. */
  path: LocalePath;
  /** BCP 47 tag sent as the `locale` query, e.g. `en-US`. */
  tag: string;
  /** ISO 639-1 language, e.g. `en`. */
  language: string;
  /** ISO 3166-1 alpha-2 country, e.g. `US`. */
  country: string;
  /** Site id sent in the `x-site-id` header and used in content paths, e.g. `us`. */
  siteId: string;
  /** ISO 4217 currency code of the site, e.g. `USD`. */
  currency: string;
  /** Region sent in the `x-region` header. */
  region: Region;
}

/** Every locale the storefront serves, default first. */
export const storefrontLocales: readonly StorefrontLocale[] = [
  {
    path: 'en-us',
    tag: 'en-US',
    language: 'en',
    country: 'US',
    siteId: 'us',
    currency: 'USD',
    region: 'NORA',
  },
  {
    path: 'en-ca',
    tag: 'en-CA',
    language: 'en',
    country: 'CA',
    siteId: 'ca',
    currency: 'CAD',
    region: 'NORA',
  },
  {
    path: 'fr-ca',
    tag: 'fr-CA',
    language: 'fr',
    country: 'CA',
    siteId: 'ca',
    currency: 'CAD',
    region: 'NORA',
  },
  {
    path: 'en-gb',
    tag: 'en-GB',
    language: 'en',
    country: 'GB',
    siteId: 'gb',
    currency: 'GBP',
    region: 'EMEA',
  },
];

/** The locale `/` redirects to. */
export const defaultLocalePath = 'en-us';

/**
 * Finds a locale by its URL path segment (case-insensitive).
 * @param path e.g. `en-us` or `EN-US`
 * @returns the locale, or `undefined` when the storefront does not serve it.
 */
export function findLocale(path: string): StorefrontLocale | undefined {
  const wanted = path.toLowerCase();
  return storefrontLocales.find((locale) => locale.path === wanted);
}

/**
 * Finds a locale by its BCP 47 tag as sent in the `locale` query (case-insensitive,
 * `_` accepted for `-`).
 * @param tag e.g. `en-US`, `en_us`
 * @returns the locale, or `undefined` when the tag is not served.
 */
export function findLocaleByTag(tag: string): StorefrontLocale | undefined {
  const wanted = tag.replace('_', '-').toLowerCase();
  return storefrontLocales.find((locale) => locale.tag.toLowerCase() === wanted);
}

/**
 * The ISO 639-1 language of a locale, whatever form it comes in: a URL path segment (`fr-ca`),
 * a BCP 47 tag (`fr-CA`, `fr_CA`), a bare language (`fr`) or a {@link StorefrontLocale}. The one
 * place the language is read off a locale (spec 1 §7): message catalogues, content and
 * formatting choose by it.
 * @returns the language in lower case (`fr`); `en` for an empty value.
 */
export function languageOf(locale: string | Pick<StorefrontLocale, 'language'>): string {
  if (typeof locale !== 'string') return locale.language;
  const language = locale.trim().toLowerCase().split(/[-_]/, 1)[0];
  return language || 'en';
}

/** A leading `/{xx-yy}` segment, followed by `/`, `?`, `#` or the end. */
const leadingLocaleSegment = /^\/([a-z]{2}-[a-z]{2})(?=[/?#]|$)/i;

/**
 * Puts a site path under a storefront locale (spec 1 §2 route shapes): `/c/men-1001` →
 * `/en-us/c/men-1001`, `/` → `/en-us`, `/?q=boot` → `/en-us?q=boot`. The one helper for paths
 * of the API (product and category URLs) and of the CMS (links); pure, zod-free, safe in browser
 * and server code. Returned as is: a path already under a storefront locale, in any case
 * (`/fr-ca/c/hommes-1001`, `/EN-GB`); anything not root-relative (`https:`, `mailto:`, `tel:`,
 * `#anchor`, `p/x`) and protocol-relative URLs (`//cdn…`). Not a redirect check: see
 * `safeRedirectPath`.
 * @param localePath the locale's path segment, e.g. `en-us`
 * @param path the path or URL to localise
 */
export function localisePath(localePath: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const segment = leadingLocaleSegment.exec(path)?.[1];
  if (segment !== undefined && findLocale(segment)) return path;
  const rest = path === '/' || path[1] === '?' || path[1] === '#' ? path.slice(1) : path;
  return `/${localePath}${rest}`;
}
