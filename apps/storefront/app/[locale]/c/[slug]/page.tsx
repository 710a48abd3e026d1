import { categoryIdFromSegment, selectedFacetCount } from '@storefront/commerce';
import type { Metadata } from 'next';
import { CategoryPage } from '../../../../src/components/CategoryPage';
import { categoryMetadata } from '../../../../src/lib/catalogMetadata';
import { loadCategoryListing } from '../../../../src/lib/categoryListing';
import { notIndexed } from '../../../../src/lib/pageMetadata';
import { resolveIdRoute, type SlugRouteProps } from '../../../../src/lib/routeParams';

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
 * §2). A segment without an id or an unknown category is the locale's 404.
 */
export default async function CategoryRoute({ params, searchParams }: SlugRouteProps) {
  const { locale, segment, id } = await resolveIdRoute(params, categoryIdFromSegment);
  return (
    <CategoryPage
      locale={locale}
      categoryId={id}
      segment={segment}
      searchParams={await searchParams}
    />
  );
}
