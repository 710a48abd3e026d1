import { cacheTags, findLocaleByTag } from '@storefront/api-contract';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { findDocument, replaceDocumentBody } from './repository';

/** A publication: the document's address and its new body (as the content service serves it). */
export interface Publication {
  docType: string;
  /** Site of the document; none for site-independent documents (fragments). */
  siteId?: string;
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  /** Slug; none for the site's menu, footer and pop-ups. */
  slug?: string;
  /** The whole new document; absolute media URLs under `mediaBaseUrl` become `{{MEDIA}}`. */
  document: Record<string, unknown>;
}

/** Document types with one document per site (no slug). */
const siteDocuments = new Set(['menu', 'footer', 'popups']);

/**
 * The storefront cache tags a publication changes (contract `cacheTags`): the document's own,
 * and for a page the `children` list of its parent page (which shows its title).
 */
export function publicationTags(localePath: string, docType: string, slug?: string): string[] {
  const key = siteDocuments.has(docType) ? undefined : slug;
  const tags = [cacheTags.content(localePath, docType, key)];
  const parent =
    docType === 'page' && slug?.includes('/') ? slug.slice(0, slug.lastIndexOf('/')) : undefined;
  if (parent) tags.push(cacheTags.content(localePath, 'children', parent));
  return tags;
}

/**
 * Publishes a new version of the document that applies now (the content service's publish,
 * spec 2 §7: what `pub` serves from now on): its body replaced, its schedule kept.
 * @returns the storefront cache tags to revalidate ({@link publicationTags})
 * @throws ApiHttpError 400 `API400` unknown locale; 404 `API404` no such published document
 */
export async function publishDocument(
  db: Database,
  publication: Publication,
  now: Date,
  mediaBaseUrl: string,
): Promise<string[]> {
  const locale = findLocaleByTag(publication.locale);
  if (!locale) throw new ApiHttpError(400, 'API400', 'Invalid locale');
  const row = await findDocument(db, {
    mode: 'pub',
    at: now,
    docType: publication.docType,
    locale: locale.path,
    ...(publication.siteId ? { siteId: publication.siteId } : {}),
    ...(publication.slug ? { slug: publication.slug } : {}),
  });
  if (!row) throw new ApiHttpError(404, 'API404', `No published ${publication.docType} to replace`);
  const media = JSON.stringify(mediaBaseUrl).slice(1, -1);
  const body = JSON.parse(
    JSON.stringify(publication.document).replaceAll(media, '{{MEDIA}}'),
  ) as Record<string, unknown>;
  await replaceDocumentBody(db, row.id, body, now);
  return publicationTags(locale.path, row.docType, row.slug);
}
