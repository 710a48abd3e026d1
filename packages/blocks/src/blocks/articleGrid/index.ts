import { defineBlock } from '../../registry/registry';
import { ArticleGrid } from './ArticleGrid';
import { articleGridSchema } from './schema';

/** Registry entry of the `articleGrid` block (spec 3 §2 "Article grid", §7, §9). */
export const articleGridBlock = defineBlock({
  type: 'articleGrid',
  schema: articleGridSchema,
  Component: ArticleGrid,
});

export { ArticleGrid } from './ArticleGrid';
export { ArticleGridClient } from './ArticleGridClient.client';
export { articleGridFixtures } from './fixtures';
export { logArticleSearchFailure } from './log';
export { defaultPrefetchTimeoutMs, PrefetchTimeoutError, prefetchWithin } from './prefetch';
export {
  articleWords,
  defaultInitialArticles,
  facetHiddenOn,
  facetLimits,
  hasMoreArticles,
  initialArticleCount,
  moreToggleShownOn,
  relatedArticlesCount,
  visibleFacetCount,
} from './rules';
export { type ArticleGridFields, articleGridSchema } from './schema';
