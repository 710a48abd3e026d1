import * as z from 'zod';

/**
 * Fields of the `articleRelated` block (spec 3 §9 "Related articles are 4"): the current
 * `articleId` (left out) and its `tagIds` (related articles share one, tried in order), and a
 * `title` (default "Related articles" in the locale's language).
 */
export const articleRelatedSchema = z.object({
  articleId: z.string().trim().min(1),
  tagIds: z.array(z.string().trim().min(1)).min(1),
  title: z.string().trim().min(1).optional(),
});

/** Validated fields of related articles. */
export type ArticleRelatedFields = z.output<typeof articleRelatedSchema>;
