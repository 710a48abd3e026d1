import 'server-only';
import {
  type AutoSuggest,
  type Category,
  type Compare,
  cacheTags,
  type FootSizes,
  type Inventory,
  type ProductDetails,
  type ProductSearch,
  type ProductSet,
  type SizeChart,
  type SizeChartType,
  type StorefrontLocale,
} from '@storefront/api-contract';
import {
  ApiError,
  type ListingState,
  listingQuery,
  listingSearchQuery,
  readListingState,
  searchPageQuery,
  sizeChartTypeOf,
} from '@storefront/commerce';
import { createApiClient, createCatalogService } from '@storefront/commerce/server';
import { cache } from 'react';
import { keepRead } from './cache/readCache';
import { apiBaseUrl } from './content';
import { logUnavailable } from './serverLog';

/**
 * Catalogue data of the category and product pages (spec 2 §7 "Products"), loaded on the
 * server through the commerce catalog client, each call once per request (`cache`, shared by
 * `generateMetadata` and the page). Nothing here throws: failures come back as values and are
 * logged as one JSON line (`catalog.unavailable`).
 *
 * Shopper-independent reads (details, stock, sets, size guide, the category tree, searches,
 * compare, the category and product content slots) are also cached across requests
 * (`'use cache'`, keyed by locale and arguments; `readCache.ts`), tagged `catalog` and
 * `product:{id}` / `category:{id}` (`cacheTags`) so the catalogue's revalidation call drops
 * them on a price or stock change. Reviews, questions and translations are read per request
 * (shoppers write them; `catalogReviews.ts`).
 */

/** A loaded value, or why there is none: `missing` (unknown id: 404 page) or `unavailable`. */
export type CatalogResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'missing' | 'unavailable' };

/** Items per category page (spec 2 §7 product search default). */
export const categoryPageSize = 24;

/** The catalogue client of a locale (5 s time-out). */
export function catalog(locale: StorefrontLocale) {
  return createCatalogService(createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 5000 }));
}

function log(call: string, locale: StorefrontLocale, error: unknown, id?: string) {
  logUnavailable({
    event: 'catalog.unavailable',
    locale,
    error,
    level: isMissing(error) ? 'warn' : 'error',
    fields: { call, id },
  });
}

/** An unknown or malformed id (`API404`, `API400`, `PLP400`): the page does not exist. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && ['API404', 'API400', 'PLP400'].includes(error.errorId);
}

/**
 * Runs one catalogue call: its value, or why there is none (logged as `catalog.unavailable`).
 * @param call the call's name in the log
 * @param id the product, category or review id it is about
 */
export async function attempt<T>(
  call: string,
  locale: StorefrontLocale,
  id: string,
  run: () => Promise<T>,
): Promise<CatalogResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    log(call, locale, error, id);
    return { ok: false, reason: isMissing(error) ? 'missing' : 'unavailable' };
  }
}

/**
 * Keeps a catalogue result in the cross-request cache under `catalog` and `tags`: a value or
 * a `missing` answer (an unknown id stays unknown until the catalogue says otherwise), never
 * an `unavailable` one. Call it inside a `'use cache'` function.
 */
function keepCatalog<T>(result: CatalogResult<T>, tags: readonly string[]): CatalogResult<T> {
  keepRead(result.ok || result.reason === 'missing', [cacheTags.allCatalog, ...tags]);
  return result;
}

async function cachedDetails(
  locale: StorefrontLocale,
  productId: string,
): Promise<CatalogResult<ProductDetails>> {
  'use cache';
  const result = await attempt('details', locale, productId, () =>
    catalog(locale).getProductDetails(productId),
  );
  return keepCatalog(result, [cacheTags.product(productId)]);
}

/** GET /products/v2/products/{id}/details; unknown id → `missing`. Cached (`product:{id}`). */
export const getProduct = cache(cachedDetails);

async function cachedInventory(
  locale: StorefrontLocale,
  productId: string,
): Promise<CatalogResult<Inventory>> {
  'use cache';
  const result = await attempt('inventory', locale, productId, () =>
    catalog(locale).getInventory(productId),
  );
  return keepCatalog(result, [cacheTags.product(productId)]);
}

/**
 * GET /products/v2/products/{id}/inventory (fresher stock); `undefined` when it fails. Cached
 * until the catalogue announces a stock change (`product:{id}`).
 */
export const getInventory = cache(
  async (locale: StorefrontLocale, productId: string): Promise<Inventory | undefined> => {
    const result = await cachedInventory(locale, productId);
    return result.ok ? result.value : undefined;
  },
);

async function cachedProductSets(
  locale: StorefrontLocale,
  productId: string,
): Promise<ProductSet[]> {
  'use cache';
  const sets = await attempt('productSets', locale, productId, () =>
    catalog(locale).getProductSets(productId),
  );
  const loaded = sets.ok
    ? await Promise.all(
        sets.value.productSets.map((set) =>
          attempt('productSet', locale, set.id, () => catalog(locale).getProductSet(set.id)),
        ),
      )
    : [];
  const value = loaded.flatMap((result) => (result.ok ? [result.value] : []));
  const complete = (sets.ok || sets.reason === 'missing') && loaded.every((result) => result.ok);
  const productIds = value.flatMap((set) => set.products.map((product) => product.id));
  keepRead(complete, [
    cacheTags.allCatalog,
    ...[...new Set([productId, ...productIds])].slice(0, 100).map(cacheTags.product),
  ]);
  return value;
}

/**
 * The sets a product belongs to, each with its products (GET …/productSets, then GET
 * …/{productSetId}/productSet per set, spec 2 §7); `[]` when a call fails. Cached
 * (`product:{id}` of every product shown).
 */
export const getProductSetsOf = cache(cachedProductSets);

/**
 * The demo catalogue's size chart type per category (spec 2 §7 size chart by product type): a
 * root (4 digits) stands for its subcategories. Accessories and gift cards have none.
 */
const sizeChartTypeByCategory: Readonly<Record<string, SizeChartType>> = {
  '2500': 'kids',
  '3000': 'footwear',
  '100010': 'footwear',
  '200010': 'footwear',
  '100020': 'tops',
  '200020': 'tops',
  '400010': 'tops',
  '400020': 'tops',
  '400030': 'tops',
  '400040': 'bottoms',
};

/**
 * The size guide of a product's categories: the chart of its size chart type (GET
 * /fapi/components/size-chart/{productType}) and, for footwear, the foot-size conversion (GET
 * /fapi/components/foot-sizes); each left out when there is none or the call fails.
 */
export const getSizeGuide = cache(
  async (
    locale: StorefrontLocale,
    categoryIds: readonly string[],
  ): Promise<{ chart?: SizeChart; footSizes?: FootSizes }> => {
    const type = sizeChartTypeOf(categoryIds, sizeChartTypeByCategory);
    return type ? cachedSizeGuide(locale, type) : {};
  },
);

async function cachedSizeGuide(
  locale: StorefrontLocale,
  type: SizeChartType,
): Promise<{ chart?: SizeChart; footSizes?: FootSizes }> {
  'use cache';
  const [chart, footSizes] = await Promise.all([
    attempt('sizeChart', locale, type, () => catalog(locale).getSizeChart(type)),
    type === 'footwear'
      ? attempt('footSizes', locale, type, () => catalog(locale).getFootSizes())
      : undefined,
  ]);
  keepRead(chart.ok && (footSizes?.ok ?? true), [cacheTags.allCatalog]);
  return {
    ...(chart.ok ? { chart: chart.value } : {}),
    ...(footSizes?.ok ? { footSizes: footSizes.value } : {}),
  };
}

/** A category and its ancestors, root first (for the breadcrumb). */
export interface CategoryTrail {
  category: Category;
  ancestors: Category[];
}

function findTrail(
  categories: readonly Category[],
  id: string,
  above: Category[] = [],
): CategoryTrail | undefined {
  for (const category of categories) {
    if (category.id === id) return { category, ancestors: above };
    const found = findTrail(category.children, id, [...above, category]);
    if (found) return found;
  }
  return undefined;
}

/** The category of an id from GET /products/v2/catalog; unknown id → `missing`. */
async function cachedCatalog(
  locale: StorefrontLocale,
  categoryId: string,
): Promise<CatalogResult<Category[]>> {
  'use cache';
  const tree = await attempt('catalog', locale, categoryId, async () => {
    const value = await catalog(locale).getCatalog();
    return value.categories;
  });
  return keepCatalog(tree, []);
}

/** GET /products/v2/catalog (the category tree), cached (`catalog`); once per request. */
const getCatalogTree = cache((locale: StorefrontLocale) => cachedCatalog(locale, ''));

export const getCategory = cache(
  async (locale: StorefrontLocale, categoryId: string): Promise<CatalogResult<CategoryTrail>> => {
    const tree = await getCatalogTree(locale);
    if (!tree.ok) return tree;
    const trail = findTrail(tree.value, categoryId);
    return trail ? { ok: true, value: trail } : { ok: false, reason: 'missing' };
  },
);

/** Tags of a search answer: `catalog` and every product it lists (at most 100). */
function searchTags(result: CatalogResult<ProductSearch>): string[] {
  const ids = result.ok ? result.value.products.map((product) => product.id) : [];
  return [...new Set(ids)].slice(0, 100).map(cacheTags.product);
}

async function cachedCategorySearch(
  locale: StorefrontLocale,
  categoryId: string,
  key: string,
): Promise<CatalogResult<ProductSearch>> {
  'use cache';
  const state = readListingState(Object.fromEntries(new URLSearchParams(key)));
  const result = await attempt('productSearch', locale, categoryId, () =>
    catalog(locale).search(listingSearchQuery(categoryId, state, categoryPageSize)),
  );
  return keepCatalog(result, [cacheTags.category(categoryId), ...searchTags(result)]);
}

const searchByKey = cache(cachedCategorySearch);

/**
 * GET /products/v2/search/productSearch for a category's listing state (once per request for
 * equal states: the cache key is the state's URL query).
 */
export function searchCategory(
  locale: StorefrontLocale,
  categoryId: string,
  state: ListingState,
): Promise<CatalogResult<ProductSearch>> {
  return searchByKey(locale, categoryId, listingQuery(state).toString());
}

async function cachedProductSearch(
  locale: StorefrontLocale,
  key: string,
): Promise<CatalogResult<ProductSearch>> {
  'use cache';
  const state = readListingState(Object.fromEntries(new URLSearchParams(key)));
  const result = await attempt('productSearch', locale, state.q ?? '', () =>
    catalog(locale).search(searchPageQuery(state, categoryPageSize)),
  );
  return keepCatalog(result, searchTags(result));
}

const searchPageByKey = cache(cachedProductSearch);

/**
 * GET /products/v2/search/productSearch for a search page's listing state (its words `q`,
 * facets, sort, page; spec 2 §7), once per request for equal states.
 */
export function searchProducts(
  locale: StorefrontLocale,
  state: ListingState,
): Promise<CatalogResult<ProductSearch>> {
  return searchPageByKey(locale, listingQuery(state).toString());
}

/** GET /products/v2/catalog: the top categories (the no-results page's suggestions). */
export const getTopCategories = cache(async (locale: StorefrontLocale): Promise<Category[]> => {
  const tree = await getCatalogTree(locale);
  return tree.ok ? tree.value : [];
});

/**
 * GET /products/v2/search/autoSuggest (spec 2 §7): terms, products and categories for the words
 * `q` (1-100 characters); `undefined` when it fails.
 */
export const getAutoSuggest = cache(
  async (locale: StorefrontLocale, q: string): Promise<AutoSuggest | undefined> => {
    const result = await cachedAutoSuggest(locale, q);
    return result.ok ? result.value : undefined;
  },
);

async function cachedAutoSuggest(
  locale: StorefrontLocale,
  q: string,
): Promise<CatalogResult<AutoSuggest>> {
  'use cache';
  const result = await attempt('autoSuggest', locale, q, () => catalog(locale).autoSuggest(q));
  return keepCatalog(result, []);
}

export { getCategoryContent, getProductContent } from './catalogContent';

async function cachedCompare(
  locale: StorefrontLocale,
  productIds: readonly string[],
): Promise<CatalogResult<Compare>> {
  'use cache';
  const result = await attempt('compare', locale, productIds.join(','), () =>
    catalog(locale).compareProducts(productIds),
  );
  return keepCatalog(result, productIds.map(cacheTags.product));
}

/**
 * The compare component for 2-4 products (GET /fapi/components/compare, spec 2 §7 "Internal"),
 * in the order given; never throws (`missing` for an unknown product, else `unavailable`).
 */
export const getCompare = cache(cachedCompare);
