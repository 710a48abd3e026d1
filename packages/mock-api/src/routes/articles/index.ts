import {
  articleSearchPath,
  articleSearchQuerySchema,
  articleSearchType,
  contentModes,
  contentUrlPath,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { articlePage, searchSiteArticles } from '../../articles/service';
import { parseQuery } from '../../catalog/http';
import { contentCriteria } from '../../content/service';
import { type ContentRoutesOptions, contentBaseQuery } from '../content';

/** Options of the article search route: those of the content routes. */
export type ArticleRoutesOptions = ContentRoutesOptions;

const query = articleSearchQuerySchema.loose().extend(contentBaseQuery.shape);

/**
 * Registers the content search for articles (spec 3 §7, spec 2 §7 content `search/{siteId}/
 * {searchType}` with searchType `article`) for `pub` and `pre`: GET
 * `/{mode}/caas/v1/canvas/search/{siteId}/article?limit&offset&tagId` → `{ result, facets,
 * numFound }` over the visible article documents of the site and locale (drafts and
 * `previewDateTime` in `pre`). The static `article` segment wins over the content route's
 * `:searchType`. Errors: 400 `API400` (bad limit, offset, locale or previewDateTime).
 */
export function registerArticleRoutes(app: FastifyInstance, options: ArticleRoutesOptions): void {
  for (const mode of contentModes) {
    app.get(articleSearchPath(mode, ':siteId').replace('%3A', ':'), async (request) => {
      const { siteId = '' } = request.params as Record<string, string>;
      const q = parseQuery(query, request);
      const criteria = { ...contentCriteria(mode, q, options.now(), articleSearchType), siteId };
      const input = { limit: q.limit, offset: q.offset, ...(q.tagId ? { tagId: q.tagId } : {}) };
      return searchSiteArticles(options.db, criteria, input, options.mediaBaseUrl(request));
    });

    // The article page: `page/{siteId}/journal/{slug}` serves the article document of that
    // slug (docType `article`), else a page document `journal/{slug}`, else 404 `API404`.
    app.get(contentUrlPath(mode, 'page/:siteId/journal/:slug'), async (request) => {
      const { siteId = '', slug = '' } = request.params as Record<string, string>;
      const q = parseQuery(contentBaseQuery, request);
      const criteria = { ...contentCriteria(mode, q, options.now(), 'page'), siteId };
      return articlePage(options.db, criteria, slug, options.mediaBaseUrl(request));
    });
  }
}
