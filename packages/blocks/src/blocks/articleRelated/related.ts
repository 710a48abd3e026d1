import type { ArticleSummary } from '@storefront/api-contract';
import type { ArticleSearchServiceLike } from '../../services/editorial';
import { relatedArticlesCount } from '../articleGrid/rules';

/**
 * Merges search answers into the related articles: in order, without the current article and
 * duplicates, at most `count` (4 by default, spec 3 §9).
 */
export function mergeRelated(
  lists: readonly (readonly ArticleSummary[])[],
  currentId: string,
  count: number = relatedArticlesCount,
): ArticleSummary[] {
  const seen = new Set([currentId]);
  const related: ArticleSummary[] = [];
  for (const article of lists.flat()) {
    if (related.length >= count) break;
    if (seen.has(article.id)) continue;
    seen.add(article.id);
    related.push(article);
  }
  return related;
}

/**
 * The related articles of an article: searches its tags in order (`limit` count + 1, so the
 * current one can be dropped) until `count` others are found. Rejects when a search fails.
 */
export async function findRelated(
  search: ArticleSearchServiceLike,
  articleId: string,
  tagIds: readonly string[],
  count: number = relatedArticlesCount,
): Promise<ArticleSummary[]> {
  const lists: ArticleSummary[][] = [];
  for (const tagId of tagIds) {
    const answer = await search.search({ limit: count + 1, offset: 0, tagId });
    lists.push(answer.result);
    if (mergeRelated(lists, articleId, count).length >= count) break;
  }
  return mergeRelated(lists, articleId, count);
}
