import {
  type ContentDocument,
  type ContentMode,
  findLocaleByTag,
  type ShowcasePage,
} from '@storefront/api-contract';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { type ContentCriteria, findDocument, listDocuments, toServedDocument } from './repository';

/**
 * The one document that applies (spec 2 §7 content service), served with media URLs.
 * @throws ApiHttpError 404 `API404` when nothing applies
 */
export async function serveDocument(
  db: Database,
  criteria: ContentCriteria,
  mediaBaseUrl: string,
): Promise<ContentDocument> {
  const row = await findDocument(db, criteria);
  if (!row) {
    const what = [criteria.docType, criteria.siteId, criteria.slug].filter(Boolean).join('/');
    throw new ApiHttpError(404, 'API404', `No content for ${what} (${criteria.locale})`);
  }
  return toServedDocument(row, mediaBaseUrl);
}

/**
 * The children of a page (spec 2 §7 content service `children`): a `children` document whose
 * main slot lists the pages one level under `parentPageSlug` (slug, title, kind, SEO).
 * @param criteria the page criteria of the site (mode, moment, locale, siteId)
 * @throws ApiHttpError 404 `API404` when the parent page does not apply
 */
export async function childrenDocument(
  db: Database,
  criteria: ContentCriteria & { siteId: string },
  parentPageSlug: string,
  mediaBaseUrl: string,
): Promise<ContentDocument> {
  const parent = await serveDocument(db, { ...criteria, slug: parentPageSlug }, mediaBaseUrl);
  const rows = await listDocuments(db, criteria, { slugPrefix: `${parentPageSlug}/` });
  const children = rows.filter((row) => !row.slug.slice(parentPageSlug.length + 1).includes('/'));
  return {
    id: `children-${criteria.siteId}-${criteria.locale}-${parentPageSlug}`,
    docType: 'children',
    slug: parentPageSlug,
    siteId: criteria.siteId,
    locale: criteria.locale,
    title: parent.title,
    slots: {
      main: children.map((row) => {
        const child = toServedDocument(row, mediaBaseUrl);
        return {
          type: 'childPage',
          id: child.id,
          fields: {
            slug: child.slug,
            title: child.title,
            pageKind: child.pageKind,
            seo: child.seo,
          },
        };
      }),
    },
  };
}

/**
 * A page of a showcase (spec 2 §7 content service `showcase`): the documents of a type that
 * apply (of one layout variant when given), `limit` a page, 1-based `page`.
 */
export async function showcasePage(
  db: Database,
  criteria: ContentCriteria,
  query: { page: number; limit: number; layoutVariant?: string },
  mediaBaseUrl: string,
): Promise<ShowcasePage> {
  const rows = await listDocuments(db, criteria, { layoutVariant: query.layoutVariant });
  const start = (query.page - 1) * query.limit;
  return {
    results: rows
      .slice(start, start + query.limit)
      .map((row) => toServedDocument(row, mediaBaseUrl)),
    total: rows.length,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * The criteria of a content call (spec 2 §7 content service): the locale's path, and the
 * moment — `previewDateTime` in `pre` when given, else now.
 * @param query the call's `locale` (BCP 47 tag) and `previewDateTime` (ISO 8601)
 * @throws ApiHttpError 400 `API400` for an unknown locale
 */
export function contentCriteria(
  mode: ContentMode,
  query: { locale: string; previewDateTime?: string },
  now: Date,
  docType: string,
): ContentCriteria {
  const locale = findLocaleByTag(query.locale);
  if (!locale) throw new ApiHttpError(400, 'API400', 'Invalid query parameter: locale');
  const at = mode === 'pre' && query.previewDateTime ? new Date(query.previewDateTime) : now;
  return { mode, at, docType, locale: locale.path };
}
