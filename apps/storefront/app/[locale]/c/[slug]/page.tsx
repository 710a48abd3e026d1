import type { StorefrontLocale } from '@storefront/api-contract';
import { categoryIdFromSegment, readListingState, selectedFacetCount } from '@storefront/commerce';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage } from '../../../../src/components/CategoryPage';
import { getCategory, getCategoryContent, searchCategory } from '../../../../src/lib/catalog';
import { categoryMetadata } from '../../../../src/lib/catalogMetadata';
import { requireLocale } from '../../../../src/lib/locale';
import { readPreviewQuery, type SearchParams } from '../../../../src/lib/preview';

interface CategoryRouteProps {
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

/** The locale, segment and category id of the route, or a 404 for a segment without an id. */
async function resolve(
  params: CategoryRouteProps['params'],
): Promise<{ locale: StorefrontLocale; segment: string; categoryId: string }> {
  const { locale: localePath, slug } = await params;
  const locale = requireLocale(localePath);
  const segment = decode(slug);
  const categoryId = categoryIdFromSegment(locale.path, segment);
  if (!categoryId) notFound();
  return { locale, segment, categoryId };
}

/**
 * Title and description (content document `seo`, else the category), canonical without
 * filters, hreflang alternates per locale, Open Graph image (the first product's).
 */
export async function generateMetadata({
  params,
  searchParams,
}: CategoryRouteProps): Promise<Metadata> {
  const { locale, segment, categoryId } = await resolve(params);
  const query = await searchParams;
  const { preview, previewDateTime } = readPreviewQuery(query);
  const state = readListingState(query);
  const [trail, document, search] = await Promise.all([
    getCategory(locale, categoryId),
    getCategoryContent(locale, categoryId, segment, preview, previewDateTime),
    searchCategory(locale, categoryId, state),
  ]);
  if (!trail.ok) return { robots: { index: false } };
  return categoryMetadata(locale, trail.value.category, document, {
    filtered: selectedFacetCount(state) > 0 || state.sort !== 'relevance' || state.page > 1,
    preview,
    image: search.ok ? search.value.products[0]?.image.url : undefined,
    total: search.ok ? search.value.total : undefined,
  });
}

/**
 * Category page route `/{lang}-{region}/c/{slug}-{4-10 digits}` (or `-c` + 4-6 digits, spec 1
 * §2). A segment without an id or an unknown category is the locale's 404.
 */
export default async function CategoryRoute({ params, searchParams }: CategoryRouteProps) {
  const { locale, segment, categoryId } = await resolve(params);
  return (
    <CategoryPage
      locale={locale}
      categoryId={categoryId}
      segment={segment}
      searchParams={await searchParams}
    />
  );
}
