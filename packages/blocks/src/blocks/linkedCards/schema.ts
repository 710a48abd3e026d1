import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';

/**
 * One linked card: the whole card is one link (`url` + `target` attribute). `image`, an
 * optional `eyebrow`, the `title` (the link's name), optional `text` and `linkText` (a visual
 * "read more" cue, part of the same link).
 */
export const linkedCardSchema = z.object({
  image: imageAssetSchema.optional(),
  eyebrow: z.string().optional(),
  title: z.string().trim().min(1),
  text: z.string().optional(),
  linkText: z.string().optional(),
  url: z.string().min(1),
  target: z.enum(['_self', '_blank']).catch('_self'),
});
/** A validated linked card. */
export type LinkedCard = z.output<typeof linkedCardSchema>;

/**
 * Fields of the `linkedCards` block (spec 3 §1 "linked cards"): an optional `title`
 * (`titleHeadingTag`), the `cards` (1 to 12), `columns` on lg (2, 3 or 4; md shows 2, sm 1)
 * and the `imageRatio` of the card images (`square`, `landscape` 4:3, `portrait` 3:4).
 */
export const linkedCardsSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  cards: z.array(linkedCardSchema).min(1).max(12),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).catch(3),
  imageRatio: z.enum(['square', 'landscape', 'portrait']).catch('landscape'),
});

/** Validated fields of a linked cards block. */
export type LinkedCardsFields = z.output<typeof linkedCardsSchema>;
