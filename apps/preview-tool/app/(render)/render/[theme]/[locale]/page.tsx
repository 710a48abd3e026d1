import { defaultRegistry } from '@storefront/blocks';
import { DocumentBlocks } from '../../../../../src/components/DocumentBlocks';
import { LiveCanvas } from '../../../../../src/components/LiveCanvas';
import { readShowcaseQuery, type SearchParams } from '../../../../../src/lib/query';
import { loadShowcase } from '../../../../../src/lib/showcase';
import { documentPath, previewSimulation } from '../../../../../src/lib/simulation';

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The render-only route (iframe of a breakpoint frame): one document of the view's showcase page
 * (`doc` = its id; the other controls as on the tool's page), rendered on the server through the
 * storefront's registry in preview mode with the simulated services, inside {@link LiveCanvas}
 * so edited JSON can replace it. A document no longer in the view shows a short message.
 */
export default async function RenderPage({
  params,
  searchParams,
}: {
  params: Promise<{ theme: string; locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { theme, locale } = await params;
  const raw = await searchParams;
  const query = readShowcaseQuery({ ...raw, theme, locale });
  const documentId = first(raw.doc);
  if (!query.docType || !documentId) return <p>Nothing to render: no doc type or document.</p>;
  const result = await loadShowcase({ ...query, docType: query.docType });
  if (!result.ok) return <p role="alert">The content service did not answer: {result.message}</p>;
  const document = result.page.results.find((d) => d.id === documentId);
  if (!document) return <p>Document {documentId} is not in this view at this moment.</p>;
  const simulation = previewSimulation(query, documentPath(document, query.locale.path));
  return (
    <main>
      <LiveCanvas simulation={simulation}>
        <DocumentBlocks document={document} simulation={simulation} registry={defaultRegistry} />
      </LiveCanvas>
    </main>
  );
}
