import type { ContentDocument } from '@storefront/blocks';
import type { Metadata } from 'next';

/**
 * A page's metadata from its content document (spec 2 §7 `seo`): `seo.title` (else the
 * document's `title`) as the absolute title, `seo.description` (else `fallbackDescription`,
 * e.g. an article's teaser); a preview is not indexed.
 * @param document the document read, `undefined` when it could not be (then not indexed)
 */
export function documentMetadata(
  document: Pick<ContentDocument, 'title' | 'seo'> | undefined,
  preview: boolean,
  fallbackDescription?: string,
): Metadata {
  if (!document) return { robots: { index: false } };
  const title = document.seo?.title ?? document.title;
  const description = document.seo?.description ?? fallbackDescription;
  return {
    ...(title ? { title: { absolute: title } } : {}),
    ...(description ? { description } : {}),
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}
