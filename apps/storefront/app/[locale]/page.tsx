import type { Metadata } from 'next';
import { ContentPage, contentPageMetadata } from '../../src/components/ContentPage';
import { draftQuery } from '../../src/lib/draft';
import { requireLocale } from '../../src/lib/locale';
import type { SearchParams } from '../../src/lib/preview';

interface HomePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** SEO title and description from the home document (`seo`), else its title. */
export async function generateMetadata({ params, searchParams }: HomePageProps): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return contentPageMetadata(locale, 'home', await draftQuery(searchParams));
}

/**
 * The home page (spec 2 §2: a path of exactly `/{lang}-{region}`): the document
 * `page/{siteId}/home` from the content service (spec 2 §7) through {@link ContentPage}. When
 * the content service is down or the document is missing, the shell still renders with a clear
 * message.
 */
export default async function HomePage({ params, searchParams }: HomePageProps) {
  const locale = requireLocale((await params).locale);
  return (
    <ContentPage
      locale={locale}
      slug="home"
      path={`/${locale.path}`}
      searchParams={await draftQuery(searchParams)}
      onMissing="message"
    />
  );
}
