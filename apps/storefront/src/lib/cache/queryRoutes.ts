/**
 * Catalogue URLs with a query and their twin routes (cache components, ARCHITECTURE.md §5). A
 * category or product page without a query is the same for every shopper and kept in the
 * cache; its query (sort, filters, page; the variant choice, the reviews' pages; preview,
 * campaign parameters) is request data, which Next can only read per request. So `proxy.ts`
 * rewrites such a URL that has a query to its twin route, `/{locale}/c/{slug}/listing` or
 * `/{locale}/p/{slug}/variant`, which renders the same page from the query per request; the
 * plain route never reads it (outside draft mode). The address bar keeps the URL as it is.
 */

/** The twin segment of each catalogue route: `c` category, `p` product. */
export const queryTwinSegments = { c: 'listing', p: 'variant' } as const;

const catalogPath = /^\/([a-z]{2}-[a-z]{2})\/([cp])\/([^/]+)\/?$/;

/**
 * The twin path a request must be rewritten to, or `undefined` to serve it as it is.
 * @param pathname e.g. `/en-us/c/women-2000`, `/en-us/p/boot-ALP1202W`
 * @param search the query with its `?`, e.g. `?sort=price-low-to-high` (empty: no rewrite)
 * @returns e.g. `/en-us/c/women-2000/listing` (the caller keeps the query)
 */
export function queryRouteOf(pathname: string, search: string): string | undefined {
  if (search === '' || search === '?') return undefined;
  const page = catalogPath.exec(pathname);
  if (!page) return undefined;
  const [, locale, kind, slug] = page as unknown as [string, string, 'c' | 'p', string];
  return `/${locale}/${kind}/${slug}/${queryTwinSegments[kind]}`;
}
