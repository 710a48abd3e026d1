import * as z from 'zod';
import { linkUrlSchema, mediaUrlSchema } from '../../model/safeUrl';

/** Presentations of an article card: a `card` in a grid or a wide `teaser`. */
export const articleCardVariants = ['card', 'teaser'] as const;

/**
 * An article as the CMS and the content search give it (spec 3 §3 "Article"): `title`, `url`,
 * `picture` (url, alt), `tags` (id, label), `eyebrow`, `date` (ISO 8601) and a short `teaser`.
 */
export const articleFieldsSchema = z.object({
  id: z.string().min(1).optional(),
  title: z.string().trim().min(1),
  url: linkUrlSchema,
  picture: z.object({ url: mediaUrlSchema, alt: z.string().default('') }),
  tags: z.array(z.object({ id: z.string().min(1), label: z.string().min(1) })).default([]),
  eyebrow: z.string().trim().min(1).optional(),
  date: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'date must be ISO 8601'),
  teaser: z.string().trim().min(1).optional(),
});
/** An article on a card. */
export type ArticleCardArticle = z.output<typeof articleFieldsSchema>;

/**
 * Fields of the `articleCard` block: the `article` and the `variant` (`card` by default; a bad
 * value falls back to it).
 */
export const articleCardSchema = z.object({
  article: articleFieldsSchema,
  variant: z.enum(articleCardVariants).catch('card'),
});

/** Validated fields of an article card. */
export type ArticleCardFields = z.output<typeof articleCardSchema>;
