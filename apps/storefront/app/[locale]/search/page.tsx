import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchPage } from '../../../src/components/SearchPage';
import { type LocaleRouteProps, routeLocale } from '../../../src/lib/routeParams';
import { loadSearchListing } from '../../../src/lib/searchListing';

/**
 * Title and description (the `search` document's `seo` without words; "Search results for …"
 * with them). Results pages are not indexed (followed): every query would be a page.
 */
export async function generateMetadata({
  params,
  searchParams,
}: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale: locale.path, namespace: 'search' });
  const { state, document } = await loadSearchListing(locale, await searchParams);
  const robots = { index: false, follow: true };
  if (!state.q) {
    return {
      title: document?.seo?.title ?? t('page.title'),
      ...(document?.seo?.description ? { description: document.seo.description } : {}),
      robots,
    };
  }
  return {
    title: t('page.metaTitle', { q: state.q }),
    description: t('page.metaDescription', { q: state.q }),
    robots,
  };
}

/** The search page route `/{lang}-{region}/search?q=` (spec 2 §2 page type `search`). */
export default async function SearchRoute({ params, searchParams }: LocaleRouteProps) {
  return <SearchPage locale={await routeLocale(params)} searchParams={await searchParams} />;
}
