import type { StorefrontLocale } from '@storefront/api-contract';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSearchContent } from '../../lib/content';
import { documentMetadata } from '../../lib/documentMetadata';
import { previewQueryOf } from '../../lib/draft';
import type { SearchParams } from '../../lib/preview';
import { CatalogPageFrame } from '../CatalogPageFrame';
import { CatalogSlotsProvider, slotsOf } from '../CategoryPage/CatalogSlots';
import { ContentMessage } from '../ContentMessage';
import { SearchAnalytics } from '../SearchAnalytics';
import { searchSlots } from '../SearchPage/slots';

/** The search type of the search hub's document `search/{siteId}/{searchType}` (spec 2 §7). */
export const searchHubType = 'searchhub';

/** Props of {@link SearchHubPage}. */
export interface SearchHubPageProps {
  locale: StorefrontLocale;
  searchParams: SearchParams;
}

/**
 * Metadata of the search hub from its document: `seo.title` (else `title`) and
 * `seo.description`; preview and a missing document are not indexed.
 */
export async function searchHubMetadata(
  locale: StorefrontLocale,
  searchParams: SearchParams,
): Promise<Metadata> {
  const { preview, previewDateTime } = await previewQueryOf(searchParams);
  const result = await getSearchContent(locale, searchHubType, preview, previewDateTime);
  return documentMetadata(result.ok ? result.document : undefined, preview);
}

/**
 * The search hub (spec 2 §2 page type `searchHub`: a path containing `searchhub`): the document
 * `search/{siteId}/searchhub` of the content service (spec 2 §7, page kind `search`), its title
 * as the `h1` and its `top`, `main` and `bottom` slots, typically search hub collections whose
 * carousels show 2.5, 5 or 6 cards by breakpoint (spec 3 §9, `productCollection` type
 * `searchHub`). The view is pushed to analytics with its page type. A missing document is the
 * locale's 404; a failing content service keeps the shell with an alert. Preview as on content
 * pages (`?preview=true` in draft mode).
 */
export async function SearchHubPage({ locale, searchParams }: SearchHubPageProps) {
  const shell = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const words = await getTranslations({ locale: locale.path, namespace: 'search' });
  const { preview, previewDateTime } = await previewQueryOf(searchParams);
  const result = await getSearchContent(locale, searchHubType, preview, previewDateTime);
  if (!result.ok && result.reason === 'missing') notFound();
  if (!result.ok) {
    return (
      <ContentMessage
        role="alert"
        title={shell('contentUnavailable.title')}
        text={shell('contentUnavailable.text')}
      />
    );
  }
  const { document } = result;
  return (
    <CatalogSlotsProvider
      locale={locale}
      path={`/${locale.path}/${searchHubType}`}
      searchParams={searchParams}
      preview={preview}
      slots={slotsOf(document, searchSlots)}
    >
      {(slot) => (
        <CatalogPageFrame
          preview={
            preview ? { label: shell('previewBanner'), dateTime: previewDateTime } : undefined
          }
          title={document.title ?? words('page.title')}
        >
          {slot('top')}
          {slot('main')}
          {slot('bottom')}
          <SearchAnalytics view="searchHub" />
        </CatalogPageFrame>
      )}
    </CatalogSlotsProvider>
  );
}
