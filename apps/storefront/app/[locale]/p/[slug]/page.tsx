import type { StorefrontLocale } from '@storefront/api-contract';
import { productIdFromSegment } from '@storefront/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage } from '../../../../src/components/ProductPage';
import { getProduct } from '../../../../src/lib/catalog';
import { productMetadata } from '../../../../src/lib/catalogMetadata';
import { requireLocale } from '../../../../src/lib/locale';
import { readPreviewQuery, type SearchParams } from '../../../../src/lib/preview';

interface ProductRouteProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The locale and product code of the route, or a 404 for a segment without a valid code. */
async function resolve(
  params: ProductRouteProps['params'],
): Promise<{ locale: StorefrontLocale; productId: string }> {
  const { locale: localePath, slug } = await params;
  const locale = requireLocale(localePath);
  const productId = productIdFromSegment(locale.path, decode(slug));
  if (!productId) notFound();
  return { locale, productId };
}

/** Name, description, canonical without the variant, hreflang alternates, Open Graph image. */
export async function generateMetadata({
  params,
  searchParams,
}: ProductRouteProps): Promise<Metadata> {
  const { locale, productId } = await resolve(params);
  const { preview } = readPreviewQuery(await searchParams);
  const result = await getProduct(locale, productId);
  if (!result.ok) return { robots: { index: false } };
  return productMetadata(locale, result.value, preview);
}

/**
 * Product page route `/{lang}-{region}/p/{slug}-{8-11 uppercase alphanumerics}` (or `-p` + 8-11
 * alphanumerics, spec 1 §2). A segment without a code or an unknown product is the locale's 404.
 */
export default async function ProductRoute({ params, searchParams }: ProductRouteProps) {
  const { locale, productId } = await resolve(params);
  return <ProductPage locale={locale} productId={productId} searchParams={await searchParams} />;
}
