import 'server-only';
import type {
  AutoSuggest,
  Category,
  Compare,
  FootSizes,
  Inventory,
  ProductDetails,
  ProductSearch,
  ProductSet,
  Questions,
  Reviews,
  ReviewTranslation,
  SizeChart,
  SizeChartType,
  StorefrontLocale,
} from '@storefront/api-contract';
import { type ContentDocument, createContentService } from '@storefront/blocks';
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
import { apiBaseUrl } from './content';
import { logUnavailable } from './serverLog';

/**
 * Catalogue data of the category and product pages (spec 2 §7 "Products"), loaded on the
 * server through the commerce catalog client, each call once per request (`cache`, shared by
 * `generateMetadata` and the page). Nothing here throws: failures come back as values and are
 * logged as one JSON line (`catalog.unavailable`).
 */

/** A loaded value, or why there is none: `missing` (unknown id: 404 page) or `unavailable`. */
export type CatalogResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'missing' | 'unavailable' };

/** Items per category page (spec 2 §7 product search default). */
export const categoryPageSize = 24;
/** Reviews per product page. */
export const reviewsPageSize = 5;
/** Questions per product page. */
export const questionsPageSize = 5;

function catalog(locale: StorefrontLocale) {
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

async function attempt<T>(
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

/** GET /products/v2/products/{id}/details; unknown id → `missing`. */
export const getProduct = cache(
  (locale: StorefrontLocale, productId: string): Promise<CatalogResult<ProductDetails>> =>
    attempt('details', locale, productId, () => catalog(locale).getProductDetails(productId)),
);

/** GET /products/v2/products/{id}/inventory (fresher stock); `undefined` when it fails. */
export const getInventory = cache(
  async (locale: StorefrontLocale, productId: string): Promise<Inventory | undefined> => {
    const result = await attempt('inventory', locale, productId, () =>
      catalog(locale).getInventory(productId),
    );
    return result.ok ? result.value : undefined;
  },
);

/** GET /products/v1/products/{id}/reviews (newest first); `undefined` when it fails. */
export const getReviews = cache(
  async (
    locale: StorefrontLocale,
    productId: string,
    page: number,
  ): Promise<Reviews | undefined> => {
    const result = await attempt('reviews', locale, productId, () =>
      catalog(locale).getReviews(productId, { page, limit: reviewsPageSize }),
    );
    return result.ok ? result.value : undefined;
  },
);

/**
 * GET /products/v1/products/{id}/reviews/questions (newest first, answers staff first);
 * `undefined` when it fails.
 */
export const getQuestions = cache(
  async (
    locale: StorefrontLocale,
    productId: string,
    page: number,
  ): Promise<Questions | undefined> => {
    const result = await attempt('questions', locale, productId, () =>
      catalog(locale).getQuestions(productId, { page, limit: questionsPageSize }),
    );
    return result.ok ? result.value : undefined;
  },
);

/**
 * POST /products/v1/review/{reviewId}/translate into the page's language (spec 2 §7), once per
 * request; `undefined` when it fails (the review shows as written).
 */
export const translateReview = cache(
  async (
    locale: StorefrontLocale,
    reviewId: string,
    language: string,
  ): Promise<ReviewTranslation | undefined> => {
    const result = await attempt('translate', locale, reviewId, () =>
      catalog(locale).translateReview(reviewId, language),
    );
    return result.ok ? result.value : undefined;
  },
);

/**
 * The sets a product belongs to, each with its products (GET …/productSets, then GET
 * …/{productSetId}/productSet per set, spec 2 §7); `[]` when a call fails.
 */
export const getProductSetsOf = cache(
  async (locale: StorefrontLocale, productId: string): Promise<ProductSet[]> => {
    const sets = await attempt('productSets', locale, productId, () =>
      catalog(locale).getProductSets(productId),
    );
    if (!sets.ok) return [];
    const loaded = await Promise.all(
      sets.value.productSets.map((set) =>
        attempt('productSet', locale, set.id, () => catalog(locale).getProductSet(set.id)),
      ),
    );
    return loaded.flatMap((result) => (result.ok ? [result.value] : []));
  },
);

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
    if (!type) return {};
    const [chart, footSizes] = await Promise.all([
      attempt('sizeChart', locale, type, () => catalog(locale).getSizeChart(type)),
      type === 'footwear'
        ? attempt('footSizes', locale, type, () => catalog(locale).getFootSizes())
        : undefined,
    ]);
    return {
      ...(chart.ok ? { chart: chart.value } : {}),
      ...(footSizes?.ok ? { footSizes: footSizes.value } : {}),
    };
  },
);

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
export const getCategory = cache(
  async (locale: StorefrontLocale, categoryId: string): Promise<CatalogResult<CategoryTrail>> => {
    const tree = await attempt('catalog', locale, categoryId, () => catalog(locale).getCatalog());
    if (!tree.ok) return tree;
    const trail = findTrail(tree.value.categories, categoryId);
    return trail ? { ok: true, value: trail } : { ok: false, reason: 'missing' };
  },
);

const searchByKey = cache(
  (
    locale: StorefrontLocale,
    categoryId: string,
    key: string,
  ): Promise<CatalogResult<ProductSearch>> => {
    const state = readListingState(Object.fromEntries(new URLSearchParams(key)));
    return attempt('productSearch', locale, categoryId, () =>
      catalog(locale).search(listingSearchQuery(categoryId, state, categoryPageSize)),
    );
  },
);

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

const searchPageByKey = cache(
  (locale: StorefrontLocale, key: string): Promise<CatalogResult<ProductSearch>> => {
    const state = readListingState(Object.fromEntries(new URLSearchParams(key)));
    return attempt('productSearch', locale, state.q ?? '', () =>
      catalog(locale).search(searchPageQuery(state, categoryPageSize)),
    );
  },
);

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
  const tree = await attempt('catalog', locale, '', () => catalog(locale).getCatalog());
  return tree.ok ? tree.value.categories : [];
});

/**
 * GET /products/v2/search/autoSuggest (spec 2 §7): terms, products and categories for the words
 * `q` (1-100 characters); `undefined` when it fails.
 */
export const getAutoSuggest = cache(
  async (locale: StorefrontLocale, q: string): Promise<AutoSuggest | undefined> => {
    const result = await attempt('autoSuggest', locale, q, () => catalog(locale).autoSuggest(q));
    return result.ok ? result.value : undefined;
  },
);

async function firstDocument(
  locale: StorefrontLocale,
  preview: { preview: boolean; previewDateTime?: string },
  load: (service: ReturnType<typeof createContentService>, key: string) => Promise<unknown>,
  keys: readonly string[],
): Promise<ContentDocument | undefined> {
  const client = createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 5000 });
  const service = createContentService(client, {
    preview: preview.preview,
    ...(preview.previewDateTime ? { previewDateTime: preview.previewDateTime } : {}),
  });
  for (const key of [...new Set(keys)]) {
    try {
      return (await load(service, key)) as ContentDocument;
    } catch (error) {
      if (!(error instanceof ApiError && error.errorId === 'API404')) {
        log('content', locale, error, key);
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The content slots of a category: `category/{siteId}/{categoryId}` (spec 2 §7), else the
 * document keyed by the URL segment `{slug}-{id}` (how the seed keys its landing); none is fine.
 */
export const getCategoryContent = cache(
  (
    locale: StorefrontLocale,
    categoryId: string,
    segment: string,
    preview: boolean,
    previewDateTime?: string,
  ) =>
    firstDocument(
      locale,
      { preview, ...(previewDateTime ? { previewDateTime } : {}) },
      (service, key) => service.getCategory(key),
      [categoryId, segment],
    ),
);

/** The content slots of a product: `product/{siteId}/{productId}` (spec 2 §7); none is fine. */
export const getProductContent = cache(
  (locale: StorefrontLocale, productId: string, preview: boolean, previewDateTime?: string) =>
    firstDocument(
      locale,
      { preview, ...(previewDateTime ? { previewDateTime } : {}) },
      (service, key) => service.getProduct(key),
      [productId],
    ),
);

/**
 * The compare component for 2-4 products (GET /fapi/components/compare, spec 2 §7 "Internal"),
 * in the order given; never throws (`missing` for an unknown product, else `unavailable`).
 */
export const getCompare = cache(
  async (
    locale: StorefrontLocale,
    productIds: readonly string[],
  ): Promise<CatalogResult<Compare>> =>
    attempt('compare', locale, productIds.join(','), () =>
      catalog(locale).compareProducts(productIds),
    ),
);
