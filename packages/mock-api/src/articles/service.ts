import {
  type ArticleSearchResult,
  articleSearchType,
  type ContentDocument,
} from '@storefront/api-contract';
import type { ContentCriteria } from '../content/repository';
import { findDocument, listDocuments, toServedDocument } from '../content/repository';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { type ArticleSearchInput, searchArticles } from './search';

/**
 * Content search for articles of a site (spec 3 §7; see {@link searchArticles}) over the
 * article documents visible under `criteria` (drafts and the preview moment in `pre`).
 */
export async function searchSiteArticles(
  db: Database,
  criteria: Omit<ContentCriteria, 'docType'> & { siteId: string },
  input: ArticleSearchInput,
  mediaBaseUrl: string,
): Promise<ArticleSearchResult> {
  const rows = await listDocuments(db, { ...criteria, docType: articleSearchType });
  return searchArticles(
    rows.map((row) => toServedDocument(row, mediaBaseUrl)),
    input,
  );
}

/**
 * The article page (spec 3 §7): the article document of that slug, else the page document
 * `journal/{slug}`.
 * @throws ApiHttpError 404 `API404` when neither applies
 */
export async function articlePage(
  db: Database,
  criteria: Omit<ContentCriteria, 'docType'> & { siteId: string },
  slug: string,
  mediaBaseUrl: string,
): Promise<ContentDocument> {
  const row =
    (await findDocument(db, { ...criteria, docType: articleSearchType, slug })) ??
    (await findDocument(db, { ...criteria, docType: 'page', slug: `journal/${slug}` }));
  if (!row)
    throw new ApiHttpError(
      404,
      'API404',
      `No article ${criteria.siteId}/${slug} (${criteria.locale})`,
    );
  return toServedDocument(row, mediaBaseUrl);
}
