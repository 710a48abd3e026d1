import type { Metadata } from 'next';
import { ContentPage, contentPageMetadata } from '../../../src/components/ContentPage';
import { draftQuery } from '../../../src/lib/draft';
import { requireLocale } from '../../../src/lib/locale';
import type { SearchParams } from '../../../src/lib/preview';

interface JournalPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** SEO title and description of the journal page document (`page/{siteId}/journal`). */
export async function generateMetadata({
  params,
  searchParams,
}: JournalPageProps): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return contentPageMetadata(locale, 'journal', await draftQuery(searchParams));
}

/**
 * The journal landing page `/{locale}/journal`: the content page `page/{siteId}/journal`
 * (spec 2 §7) with the article grid and a user-generated-content gallery (seed/content/
 * journal.json), rendered like any content page.
 */
export default async function JournalPage({ params, searchParams }: JournalPageProps) {
  const locale = requireLocale((await params).locale);
  return (
    <ContentPage
      locale={locale}
      slug="journal"
      path={`/${locale.path}/journal`}
      searchParams={await draftQuery(searchParams)}
    />
  );
}
