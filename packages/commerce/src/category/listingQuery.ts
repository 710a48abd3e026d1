import type { ProductSearchQuery } from '@storefront/api-contract';
import {
  facetQueryPrefix,
  facetValueSeparator,
  type SearchFacetId,
  type SearchSort,
  searchFacetIds,
  searchLimits,
  searchSorts,
} from '@storefront/api-contract';

/**
 * The listing state of a category or search page in its URL (search words, facets, sort, page),
 * so filters, sort and paging work without JavaScript, are shareable and crawlable. Facets use
 * the product search's own query shape (`f_{facetId}=a|b`, spec 2 §7 product search), `sort` one
 * of the search sorts, `page` 1-based, `q` the search page's words (spec 2 §2 `/search`). Pure.
 */

/** The listing state of a category page URL. */
export interface ListingState {
  /** The search words (`q`, trimmed, at most {@link searchQueryMaxLength} characters); none on a category page. */
  q?: string;
  /** Facet id → selected values, in URL order. */
  facets: Partial<Record<SearchFacetId, string[]>>;
  /** `relevance` when absent or unknown. */
  sort: SearchSort;
  /** 1-based; 1 when absent or not a positive integer. */
  page: number;
}

/** Longest `q` kept from a URL (the product search accepts 200 characters, spec 2 §7). */
export const searchQueryMaxLength = 200;

/** A page query as Next gives it. */
export type ListingSearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the listing state from a page query; bad values fall back to the defaults. */
export function readListingState(query: ListingSearchParams): ListingState {
  const facets: ListingState['facets'] = {};
  for (const id of searchFacetIds) {
    const raw = first(query[`${facetQueryPrefix}${id}`]);
    const values = raw
      ?.split(facetValueSeparator)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values && values.length > 0) facets[id] = [...new Set(values)];
  }
  const sortRaw = first(query.sort);
  const sort = (searchSorts as readonly string[]).includes(sortRaw ?? '')
    ? (sortRaw as SearchSort)
    : 'relevance';
  const pageRaw = Number(first(query.page));
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  const q = first(query.q)?.trim().replace(/\s+/g, ' ').slice(0, searchQueryMaxLength);
  return q ? { q, facets, sort, page } : { facets, sort, page };
}

/** The product search query of a category's listing state (spec 2 §7). */
export function listingSearchQuery(
  categoryId: string,
  state: ListingState,
  limit: number = searchLimits.default,
): ProductSearchQuery {
  return { categoryId, sort: state.sort, page: state.page, limit, facets: state.facets };
}

/** The product search query of a search page's listing state (its `q`, spec 2 §7). */
export function searchPageQuery(
  state: ListingState,
  limit: number = searchLimits.default,
): ProductSearchQuery {
  return {
    ...(state.q ? { q: state.q } : {}),
    sort: state.sort,
    page: state.page,
    limit,
    facets: state.facets,
  };
}

/** Whether a facet value is selected. */
export function isFacetSelected(state: ListingState, id: SearchFacetId, value: string): boolean {
  return state.facets[id]?.includes(value) ?? false;
}

/** A change of the listing: toggle a facet value, clear one or all facets, sort or page. */
export type ListingChange =
  | { toggle: { id: SearchFacetId; value: string } }
  | { clear: SearchFacetId | 'all' }
  | { sort: SearchSort }
  | { page: number };

/**
 * The state after a change. Changing filters or sort goes back to page 1 (the old page may
 * not exist any more); paging keeps filters and sort.
 */
export function applyListingChange(state: ListingState, change: ListingChange): ListingState {
  if ('page' in change) return { ...state, page: Math.max(1, Math.floor(change.page)) };
  if ('sort' in change) return { ...state, sort: change.sort, page: 1 };
  const facets: ListingState['facets'] = { ...state.facets };
  if ('clear' in change) {
    if (change.clear === 'all') return { ...state, facets: {}, page: 1 };
    delete facets[change.clear];
    return { ...state, facets, page: 1 };
  }
  const { id, value } = change.toggle;
  const current = facets[id] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  if (next.length > 0) facets[id] = next;
  else delete facets[id];
  return { ...state, facets, page: 1 };
}

/**
 * The URL query of a listing state: `q` when there are words, `f_{id}` pipe lists in the
 * search's facet order, `sort` unless `relevance`, `page` unless 1.
 */
export function listingQuery(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const id of searchFacetIds) {
    const values = state.facets[id];
    if (values && values.length > 0)
      params.set(`${facetQueryPrefix}${id}`, values.join(facetValueSeparator));
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The URL of the listing after a change, on `basePath` (the category path, e.g.
 * `/en-us/c/footwear-3000`, or `/en-us/search` with the state's `q`).
 */
export function listingHref(basePath: string, state: ListingState, change?: ListingChange): string {
  const next = change ? applyListingChange(state, change) : state;
  const query = listingQuery(next).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Number of selected facet values. */
export function selectedFacetCount(state: ListingState): number {
  return Object.values(state.facets).reduce((sum, values) => sum + (values?.length ?? 0), 0);
}
