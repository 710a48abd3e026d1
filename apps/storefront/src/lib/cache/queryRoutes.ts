/**
 * Catalogue URLs with a query and their twin routes (cache components, ARCHITECTURE.md §5). A
 * category page without a query is the same for every shopper and kept in the cache; its
 * query (sort, filters, page, preview, campaign parameters) is request data, which Next can
 * only read per request. So `proxy.ts` rewrites a category URL that has a query to its twin
 * route, `/{locale}/c/{slug}/listing`, which renders the same page from the query per request;
 * the plain route never reads it (outside draft mode). The address bar keeps the URL as it is.
 */

/** The twin segment of a category route. */
export const categoryListingSegment = 'listing';

const categoryPath = /^\/([a-z]{2}-[a-z]{2})\/c\/([^/]+)\/?$/;

/**
 * The twin path a request must be rewritten to, or `undefined` to serve it as it is.
 * @param pathname e.g. `/en-us/c/women-2000`
 * @param search the query with its `?`, e.g. `?sort=price-low-to-high` (empty: no rewrite)
 * @returns e.g. `/en-us/c/women-2000/listing` (the caller keeps the query)
 */
export function queryRouteOf(pathname: string, search: string): string | undefined {
  if (search === '' || search === '?') return undefined;
  const category = categoryPath.exec(pathname);
  return category ? `/${category[1]}/c/${category[2]}/${categoryListingSegment}` : undefined;
}
