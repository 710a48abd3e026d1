import type { ContentDocument } from '@storefront/api-contract';
import {
  type BlockRegistry,
  createBlockServices,
  defaultRegistry,
  getSlot,
  RenderBlocks,
} from '@storefront/blocks';
import { Heading } from '@storefront/ui';
import * as styles from './DocumentPreview.css';

/** Props of {@link DocumentPreview}. */
export interface DocumentPreviewProps {
  document: ContentDocument;
  /** The locale the document is rendered for (price and date formats). */
  locale: { tag: string; currency: string; path: string };
  /** The block registry; the storefront's default one unless a host passes its own. */
  registry?: BlockRegistry;
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className={styles.fact}>
      <dt>{term}:</dt> <dd>{children}</dd>
    </div>
  );
}

/**
 * One content document as the storefront renders it, in preview mode: every slot through the
 * same registry and renderer, so an invalid or unknown block shows the renderer's placeholder
 * (block type, id, field path, problem) instead of disappearing. Above it: id, docType,
 * layout variant, locale and schedule.
 */
export function DocumentPreview({
  document,
  locale,
  registry = defaultRegistry,
}: DocumentPreviewProps) {
  const services = createBlockServices({ locale, mode: 'preview' });
  const headingId = `doc-${document.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.meta}>
        <Heading level={2} look="sm" id={headingId}>
          {document.title ?? document.id}
        </Heading>
        <dl className={styles.facts}>
          <Fact term="id">{document.id}</Fact>
          <Fact term="docType">{document.docType}</Fact>
          {document.layoutVariant ? <Fact term="layout">{document.layoutVariant}</Fact> : null}
          {document.schedule?.start ? <Fact term="from">{document.schedule.start}</Fact> : null}
        </dl>
      </div>
      <div className={styles.canvas}>
        {Object.keys(document.slots ?? {}).map((slot) => (
          <RenderBlocks
            key={slot}
            blocks={getSlot(document, slot)}
            registry={registry}
            mode="preview"
            services={services}
          />
        ))}
      </div>
    </article>
  );
}
