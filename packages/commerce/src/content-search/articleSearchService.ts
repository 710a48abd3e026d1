import {
  type ArticleSearchQuery,
  type ArticleSearchResult,
  articleSearchPath,
  articleSearchResultSchema,
} from '@storefront/api-contract';
import type { ApiClient } from '../api/client';
import { validateAnswer } from '../catalog/validate';

/** Options of {@link createArticleSearchService}. */
export interface ArticleSearchOptions {
  /** Preview reads `/pre` (drafts) at `previewDateTime` (ISO 8601). Default published. */
  preview?: boolean;
  previewDateTime?: string;
}

/**
 * Content search for articles (spec 3 §7): GET `/{pub|pre}/caas/v1/canvas/search/{siteId}/
 * article` of the client's site with `limit` (1-50, default 12), `offset` and `tagId` →
 * `{ result, facets, numFound }`. Rejects with an `ApiError`: `API400` (bad limit or offset),
 * `GEN500` (answer off contract).
 */
export interface ArticleSearchService {
  search(query?: ArticleSearchQuery): Promise<ArticleSearchResult>;
}

/** Creates the article search on an API client (null and undefined query values dropped). */
export function createArticleSearchService(
  client: ApiClient,
  options: ArticleSearchOptions = {},
): ArticleSearchService {
  const mode = options.preview ? 'pre' : 'pub';
  return {
    async search(query = {}) {
      const path = articleSearchPath(mode, client.locale.siteId);
      const data = await client.get<unknown>(path, {
        query: {
          ...query,
          ...(options.preview && options.previewDateTime
            ? { previewDateTime: options.previewDateTime }
            : {}),
        },
      });
      return validateAnswer(articleSearchResultSchema, data, 'GET', path);
    },
  };
}
