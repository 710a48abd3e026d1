import * as z from 'zod';
import { type ContentMode, contentUrlPath } from './content';

/**
 * Content search for articles (spec 3 §7 "Content search for articles", spec 3 §3 "Article"):
 * GET `/{mode}/caas/v1/canvas/search/{siteId}/article` with `limit`, `offset` and `tagId`,
 * answering `{ result, facets, numFound }`. Articles are content documents of docType
 * `article`; the newest `date` comes first. Errors: 400 `API400` for a bad query.
 */

/** The `searchType` of the content search path that searches articles. */
export const articleSearchType = 'article';

/** Limits of the article search: `limit` 1-50 (default 12), `offset` ≥ 0 (default 0). */
export const articleSearchLimits = { defaultLimit: 12, maxLimit: 50 } as const;

/** Path of the article search for a mode and site, e.g. `/pub/caas/v1/canvas/search/us/article`. */
export function articleSearchPath(mode: ContentMode, siteId: string): string {
  return contentUrlPath(mode, `search/${encodeURIComponent(siteId)}/${articleSearchType}`);
}

/** Query of the article search. `tagId` keeps only articles carrying that tag. */
export const articleSearchQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(articleSearchLimits.maxLimit)
    .default(articleSearchLimits.defaultLimit),
  offset: z.coerce.number().int().min(0).default(0),
  tagId: z.string().min(1).optional(),
});
/** Query of the article search (every field optional; see {@link articleSearchQuerySchema}). */
export interface ArticleSearchQuery {
  /** Page size, 1-50 (default 12). */
  limit?: number;
  /** Number of matches to skip (default 0). */
  offset?: number;
  /** Only articles with this tag. */
  tagId?: string;
}

/** A tag of an article (also the shape of a facet's id and label). */
export const articleTagSchema = z.object({ id: z.string().min(1), label: z.string().min(1) });
/** A tag of an article. */
export type ArticleTag = z.infer<typeof articleTagSchema>;

/**
 * An article as listed (spec 3 §3 "Article"): id, title, url (locale path included), picture
 * (url, alt), tags, eyebrow and date (ISO 8601 day or date-time).
 */
export const articleSummarySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  url: z.string().min(1),
  picture: z.object({ url: z.string().min(1), alt: z.string() }),
  tags: z.array(articleTagSchema),
  eyebrow: z.string().optional(),
  date: z.string().min(1),
  /** Short summary shown on cards. */
  teaser: z.string().optional(),
});
/** An article as listed. */
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A tag facet: the tag and how many articles of the site carry it. */
export const articleFacetSchema = articleTagSchema.extend({
  count: z.number().int().nonnegative(),
});
/** A tag facet. */
export type ArticleFacet = z.infer<typeof articleFacetSchema>;

/**
 * Answer of the article search: `result` (the page), `facets` (every tag of the site's
 * articles with its count, most used first; not narrowed by `tagId`, so the filter bar keeps
 * all tags) and `numFound` (matches over all pages).
 */
export const articleSearchResultSchema = z.object({
  result: z.array(articleSummarySchema),
  facets: z.array(articleFacetSchema),
  numFound: z.number().int().nonnegative(),
});
/** Answer of the article search. */
export type ArticleSearchResult = z.infer<typeof articleSearchResultSchema>;

/**
 * The article fields a content document of docType `article` carries on top of the envelope
 * (its body blocks are in `slots.main`).
 */
export const articleDocumentFieldsSchema = articleSummarySchema.omit({ id: true });
