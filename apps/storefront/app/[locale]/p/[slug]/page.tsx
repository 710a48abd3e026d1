import { productIdFromSegment } from '@storefront/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage } from '../../../../src/components/ProductPage';
import { getProduct } from '../../../../src/lib/catalog';
import { productMetadata } from '../../../../src/lib/catalogMetadata';
import { previewQueryOf } from '../../../../src/lib/draft';
import { notIndexed } from '../../../../src/lib/pageMetadata';
import { resolveIdRoute, type SlugRouteProps, shellParams } from '../../../../src/lib/routeParams';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('slug');

/** Name, description, canonical without the variant, hreflang alternates, Open Graph image. */
export async function generateMetadata({
  params,
  searchParams,
}: SlugRouteProps): Promise<Metadata> {
  const { locale, id } = await resolveIdRoute(params, productIdFromSegment);
  const { preview } = await previewQueryOf(await searchParams);
  const result = await getProduct(locale, id);
  if (!result.ok) return notIndexed;
  return productMetadata(locale, result.value, preview);
}

/**
 * Product page route `/{lang}-{region}/p/{slug}-{8-11 uppercase alphanumerics}` (or `-p` + 8-11
 * alphanumerics, spec 1 §2). A segment without a code or an unknown product is the locale's 404,
 * decided from the cached catalogue before the query is read, so the answer's status is 404
 * (cache components: what follows the first request read is streamed after the status).
 */
export default async function ProductRoute({ params, searchParams }: SlugRouteProps) {
  const { locale, id } = await resolveIdRoute(params, productIdFromSegment);
  const product = await getProduct(locale, id);
  if (!product.ok && product.reason === 'missing') notFound();
  return <ProductPage locale={locale} productId={id} searchParams={await searchParams} />;
}
