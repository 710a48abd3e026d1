import type { Metadata } from 'next';
import { SearchHubPage, searchHubMetadata } from '../../../src/components/SearchHubPage';
import { type LocaleRouteProps, routeLocale } from '../../../src/lib/routeParams';

/** SEO title and description from the search hub's document (`seo`), else its title. */
export async function generateMetadata({
  params,
  searchParams,
}: LocaleRouteProps): Promise<Metadata> {
  return searchHubMetadata(await routeLocale(params), await searchParams);
}

/** The search hub route `/{lang}-{region}/searchhub` (spec 2 §2 page type `searchHub`). */
export default async function SearchHubRoute({ params, searchParams }: LocaleRouteProps) {
  return <SearchHubPage locale={await routeLocale(params)} searchParams={await searchParams} />;
}
