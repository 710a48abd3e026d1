/**
 * Page routes recognised by path shape (spec 1 §2, spec 2 §2, spec 3 §2 "Routes and links").
 * The one implementation of the path rules: the block renderer's route service
 * (`@storefront/blocks`) and the storefront's route matching (`@storefront/commerce` routing)
 * both build on it. Pure functions, no I/O.
 */

/**
 * Page types of spec 2 §2 "Page-type detection from the path". `error` is set by the host when
 * the page's meta description says the page is not available; the path never yields it.
 */
export const pageTypes = [
  'product',
  'category',
  'cart',
  'account',
  'search',
  'searchHub',
  'home',
  'orderConfirmation',
  'checkout',
  'other',
  'error',
] as const;
/** A page type (see {@link pageTypes}). */
export type PageType = (typeof pageTypes)[number];

/** A path as the route service sees it: page type plus product or category id. */
export interface PathRoute {
  /** URL path without query or hash, e.g. `/en-us/p/trail-boot-AB12CD34`. */
  path: string;
  pageType: PageType;
  /** Product code from a product path (spec 1 §2, spec 3 §2), else `undefined`. */
  productId?: string;
  /** Category id from a category path (spec 1 §2, spec 3 §2), else `undefined`. */
  categoryId?: string;
}

/** The path without its query and hash. */
export function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/**
 * The page type of a path (spec 2 §2). Checked in the table's order, except that `searchhub`
 * is checked before `/search` (a search-hub path also contains `/search`).
 * @param path URL path, with or without query and hash
 */
export function detectPageType(path: string): PageType {
  const p = pathOnly(path).toLowerCase();
  if (p.includes('/p/')) return 'product';
  if (p.includes('/c/')) return 'category';
  if (p.includes('/cart')) return 'cart';
  if (p.includes('/account')) return 'account';
  if (p.includes('searchhub')) return 'searchHub';
  if (p.includes('/search')) return 'search';
  if (/^\/[a-z]{2}-[a-z]{2}\/?$/.test(p)) return 'home';
  if (p.includes('/order-confirmation')) return 'orderConfirmation';
  if (p.includes('/checkout')) return 'checkout';
  return 'other';
}

const productPattern = /^\/[a-z]{2}-[a-z]{2}\/p\/[^/]+-([A-Z0-9]{8,11})\/?$/;
const productAltPattern = /-p([A-Za-z0-9]{8,11})\/?$/;
const categoryPattern = /^\/[a-z]{2}-[a-z]{2}\/c\/[^/]+-(\d{4,10})\/?$/;
const categoryAltPattern = /-c(\d{4,6})\/?$/;

/**
 * The product code of a product path (spec 1 §2, spec 3 §2): `/{lang}-{region}/p/{slug}-{8 to 11
 * uppercase alphanumerics}`, or a path ending in `-p` plus 8 to 11 alphanumerics.
 * @returns the code, or `undefined` for any other path
 */
export function productIdFromPath(path: string): string | undefined {
  const p = pathOnly(path);
  return productPattern.exec(p)?.[1] ?? productAltPattern.exec(p)?.[1];
}

/**
 * The category id of a category path (spec 1 §2, spec 3 §2): `/{lang}-{region}/c/{slug}-{4 to 10
 * digits}`, or a path ending in `-c` plus 4 to 6 digits.
 * @returns the digits, or `undefined` for any other path
 */
export function categoryIdFromPath(path: string): string | undefined {
  const p = pathOnly(path);
  return categoryPattern.exec(p)?.[1] ?? categoryAltPattern.exec(p)?.[1];
}

/** The {@link PathRoute} of a path: page type plus product or category id. */
export function createRoute(path: string): PathRoute {
  const clean = pathOnly(path) || '/';
  const productId = productIdFromPath(clean);
  const categoryId = productId ? undefined : categoryIdFromPath(clean);
  return {
    path: clean,
    pageType: detectPageType(clean),
    ...(productId ? { productId } : {}),
    ...(categoryId ? { categoryId } : {}),
  };
}
