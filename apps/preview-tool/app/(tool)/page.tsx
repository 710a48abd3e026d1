import { defaultRegistry } from '@storefront/blocks';
import { getPageCount, Notification, Pagination, Text } from '@storefront/ui';
import { redirect } from 'next/navigation';
import { BreakpointSwitch } from '../../src/components/BreakpointSwitch';
import { DocumentPreview } from '../../src/components/DocumentPreview';
import { ProblemsPanel } from '../../src/components/ProblemsPanel';
import { ShowcaseControls } from '../../src/components/ShowcaseControls';
import { collectExperiences } from '../../src/lib/experiences';
import { collectProblems } from '../../src/lib/problems';
import {
  breakpointWidths,
  docTypeRequiredMessage,
  needsCanonicalRedirect,
  type PreviewBreakpoint,
  readShowcaseQuery,
  renderHref,
  type SearchParams,
  showcaseHref,
} from '../../src/lib/query';
import { loadShowcase } from '../../src/lib/showcase';
import { defaultStorefrontUrl, storefrontPreviewUrl } from '../../src/lib/storefront';

/** The storefront and its draft-mode secret (`PREVIEW_SECRET`, read on the server only). */
const storefront = {
  url: process.env.STOREFRONT_URL ?? defaultStorefrontUrl,
  secret: process.env.PREVIEW_SECRET ?? '',
};
const allBreakpoints = Object.keys(breakpointWidths) as PreviewBreakpoint[];

/**
 * The preview tool's view (spec 3 §2, §4, §5, §6, §9): the controls, the Problems panel, then
 * every document of the chosen docType from `showcase/{siteId}/{docType}` (`/pre` paths at the
 * chosen moment) in breakpoint frames, with pagination. No docType → 'Doc type is required';
 * no documents → 'No results.'. A form submission is redirected to its canonical URL
 * (`segments=a,b`, `p13n_testcontext=exp:variant`) so the address bar is the shareable view.
 */
export default async function ShowcasePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const raw = await searchParams;
  const query = readShowcaseQuery(raw);
  if (needsCanonicalRedirect(raw)) redirect(showcaseHref(query));
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
  const documents = result.ok ? result.page.results : [];
  const problems = collectProblems(documents, defaultRegistry);
  const breakpoints = query.breakpoint === 'all' ? allBreakpoints : [query.breakpoint];
  return (
    <>
      <ShowcaseControls query={query} experiences={collectExperiences(documents)} />
      <BreakpointSwitch
        current={query.breakpoint}
        hrefFor={(breakpoint) => showcaseHref(query, { breakpoint })}
      />
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
            {query.previewDateTime ? ` at ${query.previewDateTime} UTC` : ' now'} (page {query.page}
            )
          </Text>
          <ProblemsPanel problems={problems} />
          {documents.map((document) => {
            const link = storefrontPreviewUrl(document, query, storefront);
            return (
              <DocumentPreview
                key={document.id}
                document={document}
                frames={breakpoints.map((breakpoint) => ({
                  breakpoint,
                  src: renderHref(query, document.id),
                }))}
                problemCount={problems.filter((p) => p.documentId === document.id).length}
                {...(link ? { storefrontUrl: link } : {})}
              />
            );
          })}
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
