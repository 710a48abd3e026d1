import { productIdFromSegment } from '@storefront/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProduct } from '../../lib/catalog';
import { productMetadata } from '../../lib/catalogMetadata';
import { previewQueryOf } from '../../lib/draft';
import { notIndexed } from '../../lib/pageMetadata';
import { type RouteQuery, resolveIdRoute, type SlugRouteProps } from '../../lib/routeParams';
import { ProductPage } from './ProductPage';

/** Name, description, canonical without the variant, hreflang alternates, Open Graph image. */
export async function productRouteMetadata(
  { params, searchParams }: SlugRouteProps,
  queryOf: RouteQuery,
): Promise<Metadata> {
  const { locale, id } = await resolveIdRoute(params, productIdFromSegment);
  const { preview } = await previewQueryOf(await queryOf(searchParams));
  const result = await getProduct(locale, id);
  if (!result.ok) return notIndexed;
  return productMetadata(locale, result.value, preview);
}

/**
 * A product route `/{lang}-{region}/p/{slug}-{8-11 uppercase alphanumerics}` (or `-p` + 8-11
 * alphanumerics, spec 1 §2). A segment without a code or an unknown product is the locale's
 * 404, decided from the cached catalogue before the query is read, so the answer's status is
 * 404 (cache components: what follows the first request read is streamed after the status).
 */
export async function ProductRoute({
  params,
  searchParams,
  queryOf,
}: SlugRouteProps & { queryOf: RouteQuery }) {
  const { locale, id } = await resolveIdRoute(params, productIdFromSegment);
  const product = await getProduct(locale, id);
  if (!product.ok && product.reason === 'missing') notFound();
  return <ProductPage locale={locale} productId={id} searchParams={await queryOf(searchParams)} />;
}
