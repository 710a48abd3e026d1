import {
  categoryIdFromPath,
  detectPageType,
  findLocale,
  type PageType,
  pathOnly,
  productIdFromPath,
  type StorefrontLocale,
} from '@storefront/api-contract';

/**
 * Storefront route matching (spec 1 §2, spec 2 §2, spec 3 §2 "Routes and links") on top of the
 * shared path rules of `@storefront/api-contract` (one implementation, also behind the blocks'
 * route service). Pure: no I/O.
 */

/** Page kinds the storefront renders, for analytics and the blocks' route service. */
export const routeKinds = [
  'home',
  'category',
  'product',
  'cart',
  'checkout',
  'order-confirmation',
  'account',
  'search',
  'content',
] as const;
/** A storefront page kind. */
export type RouteKind = (typeof routeKinds)[number];

/** A matched storefront path. */
export type RouteMatch =
  | { kind: 'category'; locale: StorefrontLocale; path: string; slug: string; categoryId: string }
  | { kind: 'product'; locale: StorefrontLocale; path: string; slug: string; productId: string }
  | {
      kind: Exclude<RouteKind, 'category' | 'product'>;
      locale: StorefrontLocale;
      path: string;
      pageType: PageType;
    };

const kindOfPageType: Record<PageType, RouteKind> = {
  product: 'product',
  category: 'category',
  cart: 'cart',
  account: 'account',
  search: 'search',
  searchHub: 'search',
  home: 'home',
  orderConfirmation: 'order-confirmation',
  checkout: 'checkout',
  other: 'content',
  error: 'content',
};

/** The storefront page kind of a spec 2 §2 page type (`other` → `content`). */
export function routeKindOf(pageType: PageType): RouteKind {
  return kindOfPageType[pageType];
}

const categoryShape = /^(.+)-c?(\d{4,10})$/;
const productShape = /^(.+?)-p?([A-Za-z0-9]{8,11})$/;

/**
 * Matches a storefront path `/{lang}-{region}/…` (spec 1 §2). A category or product path must
 * carry a valid id (category: 4-10 digits, or `-c` + 4-6 digits; product: 8-11 uppercase
 * alphanumerics, or `-p` + 8-11 alphanumerics), else the path matches nothing.
 * @param path URL path, with or without query and hash
 * @returns the match, or `null` for an unknown locale or a category/product path without an id
 */
export function matchRoute(path: string): RouteMatch | null {
  const clean = pathOnly(path);
  const localePath = /^\/([A-Za-z]{2}-[A-Za-z]{2})(?:\/|$)/.exec(clean)?.[1];
  const locale = localePath ? findLocale(localePath) : undefined;
  if (!locale) return null;
  const pageType = detectPageType(clean);
  const last = clean.replace(/\/$/, '').split('/').pop() ?? '';
  if (pageType === 'category') {
    const categoryId = categoryIdFromPath(clean);
    if (!categoryId) return null;
    const slug = categoryShape.exec(last)?.[1] ?? last;
    return { kind: 'category', locale, path: clean, slug, categoryId };
  }
  if (pageType === 'product') {
    const productId = productIdFromPath(clean);
    if (!productId) return null;
    const slug = productShape.exec(last)?.[1] ?? last;
    return { kind: 'product', locale, path: clean, slug, productId };
  }
  const kind = routeKindOf(pageType) as Exclude<RouteKind, 'category' | 'product'>;
  return { kind, locale, path: clean, pageType };
}

/**
 * Matches the `{slug}` segment of `/{locale}/c/{slug}` (the Next route parameter).
 * @returns the category id, or `undefined` when the segment has no valid id
 */
export function categoryIdFromSegment(localePath: string, segment: string): string | undefined {
  const match = matchRoute(`/${localePath}/c/${segment}`);
  return match?.kind === 'category' ? match.categoryId : undefined;
}

/**
 * Matches the `{slug}` segment of `/{locale}/p/{slug}` (the Next route parameter).
 * @returns the product code, or `undefined` when the segment has no valid code
 */
export function productIdFromSegment(localePath: string, segment: string): string | undefined {
  const match = matchRoute(`/${localePath}/p/${segment}`);
  return match?.kind === 'product' ? match.productId : undefined;
}

/** Query of a page URL: name → one value or several (repeated), empty values dropped. */
export type UrlQuery = Record<string, string | readonly string[] | undefined>;

/** `?a=1&b=2` from a query (names in the given order; empty string when nothing is set). */
export function queryString(query: UrlQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) {
      if (one !== '') params.append(name, one);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A category page URL, `/{locale}/c/{slug}-{id}` (spec 1 §2).
 * @param localePath e.g. `en-us`
 */
export function categoryUrl(
  localePath: string,
  category: { slug: string; id: string },
  query?: UrlQuery,
): string {
  return `/${localePath}/c/${category.slug}-${category.id}${queryString(query)}`;
}

/**
 * A product page URL, `/{locale}/p/{slug}-{id}` (spec 1 §2); `query` carries the chosen variant
 * (e.g. `{ color: 'black', size: '9' }`), so the page is shareable.
 */
export function productUrl(
  localePath: string,
  product: { slug: string; id: string },
  query?: UrlQuery,
): string {
  return `/${localePath}/p/${product.slug}-${product.id}${queryString(query)}`;
}
