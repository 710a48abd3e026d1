import { categoryIdFromSegment, selectedFacetCount } from '@storefront/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage } from '../../../../src/components/CategoryPage';
import { getCategory } from '../../../../src/lib/catalog';
import { categoryMetadata } from '../../../../src/lib/catalogMetadata';
import { loadCategoryListing } from '../../../../src/lib/categoryListing';
import { notIndexed } from '../../../../src/lib/pageMetadata';
import { resolveIdRoute, type SlugRouteProps, shellParams } from '../../../../src/lib/routeParams';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('slug');

/**
 * Title and description (content document `seo`, else the category), canonical without
 * filters, hreflang alternates per locale, Open Graph image (the first product's).
 */
export async function generateMetadata({
  params,
  searchParams,
}: SlugRouteProps): Promise<Metadata> {
  const { locale, segment, id } = await resolveIdRoute(params, categoryIdFromSegment);
  const { preview, state, trail, document, search } = await loadCategoryListing(
    locale,
    id,
    segment,
    await searchParams,
  );
  if (!trail.ok) return notIndexed;
  return categoryMetadata(locale, trail.value.category, document, {
    filtered: selectedFacetCount(state) > 0 || state.sort !== 'relevance' || state.page > 1,
    preview: preview.preview,
    image: search.ok ? search.value.products[0]?.image.url : undefined,
    total: search.ok ? search.value.total : undefined,
  });
}

/**
 * Category page route `/{lang}-{region}/c/{slug}-{4-10 digits}` (or `-c` + 4-6 digits, spec 1
 * §2). A segment without an id or an unknown category is the locale's 404, decided from the
 * cached catalogue before the query is read, so the answer's status is 404 (cache components:
 * what follows the first request read is streamed after the status).
 */
export default async function CategoryRoute({ params, searchParams }: SlugRouteProps) {
  const { locale, segment, id } = await resolveIdRoute(params, categoryIdFromSegment);
  const trail = await getCategory(locale, id);
  if (!trail.ok && trail.reason === 'missing') notFound();
  return (
    <CategoryPage
      locale={locale}
      categoryId={id}
      segment={segment}
      searchParams={await searchParams}
    />
  );
}
