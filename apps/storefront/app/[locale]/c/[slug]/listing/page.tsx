import type { Metadata } from 'next';
import { CategoryRoute, categoryRouteMetadata } from '../../../../../src/components/CategoryPage';
import { requestQuery, type SlugRouteProps, shellParams } from '../../../../../src/lib/routeParams';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs per request. */
export const generateStaticParams = () => shellParams('slug');

/** The category's metadata (`categoryRouteMetadata`) with the listing query. */
export function generateMetadata(props: SlugRouteProps): Promise<Metadata> {
  return categoryRouteMetadata(props, requestQuery);
}

/**
 * The listing twin of a category page: `proxy.ts` rewrites `/{lang}-{region}/c/{slug}?{query}`
 * here (`queryRouteOf`), so the sort, filters, page and preview of the query are read per
 * request while the plain category URL stays cached. The address bar keeps the shopper's URL;
 * the canonical link is the plain category's.
 */
export default function CategoryListingPage(props: SlugRouteProps) {
  return <CategoryRoute {...props} queryOf={requestQuery} />;
}
