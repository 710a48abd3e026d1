import {
  type ArticleFacet,
  type ArticleSearchResult,
  type ArticleSummary,
  articleDocumentFieldsSchema,
  type ContentDocument,
} from '@storefront/api-contract';

/** What the article search answers for: a page and an optional tag. */
export interface ArticleSearchInput {
  limit: number;
  offset: number;
  tagId?: string;
}

/**
 * The listed form of an article document (spec 3 §3 "Article"), or `undefined` when the
 * document lacks the article fields (title, url, picture, tags, date): such a document is
 * left out of the search instead of failing it.
 */
export function toArticleSummary(document: ContentDocument): ArticleSummary | undefined {
  const parsed = articleDocumentFieldsSchema.safeParse(document);
  if (!parsed.success) return undefined;
  return { id: document.id, ...parsed.data };
}

/**
 * Facets over the tag set of the articles: each tag with the number of articles carrying it,
 * most used first, then by label.
 */
export function articleFacets(articles: readonly ArticleSummary[]): ArticleFacet[] {
  const facets = new Map<string, ArticleFacet>();
  for (const article of articles) {
    for (const tag of article.tags) {
      const facet = facets.get(tag.id) ?? { id: tag.id, label: tag.label, count: 0 };
      facet.count += 1;
      facets.set(tag.id, facet);
    }
  }
  return [...facets.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Content search for articles (spec 3 §7): newest `date` first (then id), narrowed to `tagId`,
 * `numFound` over all pages, the page `offset`..`offset + limit`, and facets counted over the
 * whole tag set of the site's articles (not narrowed by the tag).
 */
export function searchArticles(
  documents: readonly ContentDocument[],
  input: ArticleSearchInput,
): ArticleSearchResult {
  const all = documents
    .map(toArticleSummary)
    .filter((article): article is ArticleSummary => article !== undefined)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.id.localeCompare(b.id));
  const matches = input.tagId
    ? all.filter((article) => article.tags.some((tag) => tag.id === input.tagId))
    : all;
  return {
    result: matches.slice(input.offset, input.offset + input.limit),
    facets: articleFacets(all),
    numFound: matches.length,
  };
}
