import type { Metadata } from 'next';
import { ProductRoute, productRouteMetadata } from '../../../../../src/components/ProductPage';
import { requestQuery, type SlugRouteProps, shellParams } from '../../../../../src/lib/routeParams';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs per request. */
export const generateStaticParams = () => shellParams('slug');

/** The product's metadata (`productRouteMetadata`) with the query. */
export function generateMetadata(props: SlugRouteProps): Promise<Metadata> {
  return productRouteMetadata(props, requestQuery);
}

/**
 * The variant twin of a product page: `proxy.ts` rewrites `/{lang}-{region}/p/{slug}?{query}`
 * here (`queryRouteOf`), so the variant choice, the reviews' pages and preview of the query are
 * read per request while the plain product URL stays cached. The address bar keeps the
 * shopper's URL; the canonical link is the plain product's.
 */
export default function ProductVariantPage(props: SlugRouteProps) {
  return <ProductRoute {...props} queryOf={requestQuery} />;
}
