import type { ContentDocument } from '@storefront/api-contract';
import { Heading } from '@storefront/ui';
import { documentAnchor } from '../../lib/problems';
import { DocumentWorkbench, type WorkbenchFrame } from '../DocumentWorkbench';
import * as styles from './DocumentPreview.css';

/** Props of {@link DocumentPreview}. */
export interface DocumentPreviewProps {
  document: ContentDocument;
  /** One frame per shown breakpoint (render-only route URLs). */
  frames: readonly WorkbenchFrame[];
  /**
   * The same page on the storefront in preview mode, through its draft-mode entry (see
   * `storefrontPreviewUrl`); none for documents that are no page.
   */
  storefrontUrl?: string;
  /** How many problems the validator found in the document. */
  problemCount?: number;
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className={styles.fact}>
      <dt>{term}:</dt> <dd>{children}</dd>
    </div>
  );
}

/**
 * One content document in the tool (spec 3 §2): its facts (id, docType, layout variant,
 * schedule, problems), a link to the same page on the storefront in preview mode, and its
 * frames — the document rendered by the storefront's registry and renderer in preview mode at
 * each chosen breakpoint, where an invalid or unknown block shows the renderer's placeholder —
 * with its raw JSON editor.
 */
export function DocumentPreview({
  document,
  frames,
  storefrontUrl,
  problemCount = 0,
}: DocumentPreviewProps) {
  const anchor = documentAnchor(document.id);
  const headingId = `${anchor}-heading`;
  return (
    <article id={anchor} className={styles.card} aria-labelledby={headingId}>
      <div className={styles.meta}>
        <Heading level={2} look="sm" id={headingId}>
          {document.title ?? document.id}
        </Heading>
        <dl className={styles.facts}>
          <Fact term="id">{document.id}</Fact>
          <Fact term="docType">{document.docType}</Fact>
          {document.layoutVariant ? <Fact term="layout">{document.layoutVariant}</Fact> : null}
          {document.schedule?.start ? <Fact term="from">{document.schedule.start}</Fact> : null}
          {document.schedule?.end ? <Fact term="until">{document.schedule.end}</Fact> : null}
          <Fact term="problems">{String(problemCount)}</Fact>
        </dl>
        {storefrontUrl ? (
          <a className={styles.link} href={storefrontUrl} target="_blank" rel="noreferrer">
            Open on the storefront (preview)
          </a>
        ) : (
          <span className={styles.facts}>Not a storefront page</span>
        )}
      </div>
      <DocumentWorkbench document={document} frames={frames} />
    </article>
  );
}
