import { getPageCount, Notification, Pagination, Text } from '@storefront/ui';
import { DocumentPreview } from '../src/components/DocumentPreview';
import { ShowcaseControls } from '../src/components/ShowcaseControls';
import {
  docTypeRequiredMessage,
  readShowcaseQuery,
  type SearchParams,
  showcaseHref,
} from '../src/lib/query';
import { loadShowcase } from '../src/lib/showcase';

/**
 * The preview tool's one view (spec 3 §2, §5, §8): the controls, then every document of the
 * chosen docType from `showcase/{siteId}/{docType}` rendered in preview mode, with pagination.
 * No docType → 'Doc type is required'; no documents → 'No results.'.
 */
export default async function ShowcasePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const raw = await searchParams;
  const query = readShowcaseQuery(raw);
  const submitted = 'docType' in raw;
  const { docType } = query;

  if (!docType) {
    return (
      <ShowcaseControls
        query={query}
        {...(submitted ? { docTypeError: docTypeRequiredMessage } : {})}
      />
    );
  }

  const result = await loadShowcase({ ...query, docType });
  const locale = {
    tag: query.locale.tag,
    currency: query.locale.currency,
    path: query.locale.path,
  };
  return (
    <>
      <ShowcaseControls query={query} />
      {!result.ok ? (
        <Notification tone="error" title="The content service did not answer">
          {result.message}
        </Notification>
      ) : result.page.results.length === 0 ? (
        <Text role="status">No results.</Text>
      ) : (
        <>
          <Text role="status" tone="muted">
            {result.page.total} document{result.page.total === 1 ? '' : 's'} of type {docType}
          </Text>
          {result.page.results.map((document) => (
            <DocumentPreview key={document.id} document={document} locale={locale} />
          ))}
          <Pagination
            page={query.page}
            pageCount={getPageCount(result.page.total, query.limit)}
            getHref={(page) => showcaseHref(query, { page })}
            label="Documents pages"
          />
        </>
      )}
    </>
  );
}
