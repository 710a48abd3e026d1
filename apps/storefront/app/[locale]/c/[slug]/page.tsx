import type { Metadata } from 'next';
import { CategoryRoute, categoryRouteMetadata } from '../../../../src/components/CategoryPage';
import { draftQuery } from '../../../../src/lib/draft';
import { type SlugRouteProps, shellParams } from '../../../../src/lib/routeParams';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('slug');

/** The category's metadata (`categoryRouteMetadata`), without a query outside draft mode. */
export function generateMetadata(props: SlugRouteProps): Promise<Metadata> {
  return categoryRouteMetadata(props, draftQuery);
}

/**
 * Category page route `/{lang}-{region}/c/{slug}-{id}` without a query (spec 1 §2): its first
 * listing page in the default sort, the same for every shopper, so it is prerendered on its
 * first request and kept (cache components; `s-maxage`). A URL with a query (sort, filters,
 * page, preview, campaign parameters) is rewritten by `proxy.ts` to the listing twin
 * `./listing`, rendered per request. Draft mode reads the query here too (`draftQuery`).
 */
export default function CategoryRoutePage(props: SlugRouteProps) {
  return <CategoryRoute {...props} queryOf={draftQuery} />;
}
