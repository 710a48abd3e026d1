import * as z from 'zod';
import { productTileSchema } from './products';
import {
  facetQueryPrefix,
  facetValueSeparator,
  type SearchFacetId,
  type SearchSort,
  searchFacetIds,
  searchSorts,
} from './searchRules';

/**
 * Product search contract (spec 2 §7 "GET /products/v2/search/productSearch and
 * /autoSuggest"). Facet filters travel as `f_{facetId}` query parameters whose values are
 * separated by a pipe, e.g. `f_color=black|red&f_size=9`.
 */

export * from './searchRules';

/** Query of the product search. */
export interface ProductSearchQuery {
  /** Free text (name, category, colour, description); empty lists everything. */
  q?: string;
  /** Category id (4-10 digits); unknown → 400 `PLP400`. */
  categoryId?: string;
  sort?: SearchSort;
  /** 1-based page. */
  page?: number;
  /** Page size, 1-96. */
  limit?: number;
  /** Facet id → selected values (OR within a facet, AND across facets). */
  facets?: Partial<Record<SearchFacetId, string[]>>;
}

/** One value of a facet with its count under the other facets' filters. */
export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
});

/** A facet of the search answer. */
export const facetSchema = z.object({
  id: z.enum(searchFacetIds),
  label: z.string(),
  values: z.array(facetValueSchema),
});
/** A search facet. */
export type Facet = z.infer<typeof facetSchema>;

/** Product search answer. */
export const productSearchSchema = z.object({
  query: z.string(),
  categoryId: z.string().optional(),
  sort: z.enum(searchSorts),
  sortOptions: z.array(z.enum(searchSorts)),
  /** Products matching over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  /** `ceil(total / limit)`, at least 1 (spec 1 §9). */
  pageCount: z.number().int().positive(),
  facets: z.array(facetSchema),
  products: z.array(productTileSchema),
});
/** Product search answer. */
export type ProductSearch = z.infer<typeof productSearchSchema>;

/** Auto-suggest answer: terms, up to 5 products and up to 5 categories. */
export const autoSuggestSchema = z.object({
  query: z.string(),
  suggestions: z.array(z.object({ term: z.string(), count: z.number().int().positive() })),
  products: z.array(productTileSchema),
  categories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});
/** Auto-suggest answer. */
export type AutoSuggest = z.infer<typeof autoSuggestSchema>;

/**
 * Builds the query parameters of a product search (facets as `f_{id}` pipe lists).
 * @returns name → value; undefined values are dropped by the API client.
 */
export function productSearchParams(
  query: ProductSearchQuery,
): Record<string, string | number | undefined> {
  const params: Record<string, string | number | undefined> = {
    q: query.q,
    categoryId: query.categoryId,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  };
  for (const [id, values] of Object.entries(query.facets ?? {})) {
    if (values && values.length > 0)
      params[`${facetQueryPrefix}${id}`] = values.join(facetValueSeparator);
  }
  return params;
}
