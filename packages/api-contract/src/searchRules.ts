/**
 * The product search's query rules (spec 2 §7 "GET /products/v2/search/productSearch"): sorts,
 * facet ids, the `f_{facetId}` query parameter shape and page sizes. Zod-free on purpose, so
 * client components (category page facets, sort select) can import it without shipping the
 * search schemas and all of zod in their first-load JS; `search.ts` re-exports it.
 */

/** Sort orders of the product search; `relevance` is the default. */
export const searchSorts = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
  'name-asc',
] as const;
/** A search sort order. */
export type SearchSort = (typeof searchSorts)[number];

/** Facets the search computes, in answer order. */
export const searchFacetIds = ['category', 'gender', 'color', 'size', 'price', 'badge'] as const;
/** A facet id. */
export type SearchFacetId = (typeof searchFacetIds)[number];

/** Prefix of a facet filter query parameter. */
export const facetQueryPrefix = 'f_';
/** Separator of several values of one facet filter. */
export const facetValueSeparator = '|';

/** Page sizes: 1 to 96, default 24. */
export const searchLimits = { default: 24, max: 96 } as const;
