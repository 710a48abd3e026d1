import type { Metadata } from 'next';
import { ProductRoute, productRouteMetadata } from '../../../../src/components/ProductPage';
import { draftQuery } from '../../../../src/lib/draft';
import { type SlugRouteProps, shellParams } from '../../../../src/lib/routeParams';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('slug');

/** The product's metadata (`productRouteMetadata`), without a query outside draft mode. */
export function generateMetadata(props: SlugRouteProps): Promise<Metadata> {
  return productRouteMetadata(props, draftQuery);
}

/**
 * Product page route `/{lang}-{region}/p/{slug}-{code}` without a query (spec 1 §2): no variant
 * chosen, the same for every shopper but a presale's, so it is prerendered on its first request
 * and kept (cache components), its reviews streamed per request. A URL with a query (the
 * variant choice, the reviews' pages, preview, campaign parameters) is rewritten by `proxy.ts`
 * to the twin `./variant`, rendered per request. Draft mode reads the query here too.
 */
export default function ProductRoutePage(props: SlugRouteProps) {
  return <ProductRoute {...props} queryOf={draftQuery} />;
}
