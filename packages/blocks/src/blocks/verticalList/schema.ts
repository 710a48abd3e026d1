import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';
import { linkUrlSchema } from '../../model/safeUrl';

/** One entry of a vertical list: a title (the link), optional text, its link and its image. */
export const verticalListItemSchema = z.object({
  title: z.string().trim().min(1),
  text: z.string().trim().min(1).optional(),
  url: linkUrlSchema,
  target: z.enum(['_self', '_blank']).catch('_self'),
  image: imageAssetSchema,
});
/** A validated vertical list entry. */
export type VerticalListItem = z.output<typeof verticalListItemSchema>;

/**
 * Fields of the `verticalList` block (spec 3 §4 "Carousel and vertical list"): an optional title
 * in its `titleHeadingTag`, at least one item, and the side of the image (`imagePosition`).
 * Bad enum values fall back to their defaults.
 */
export const verticalListSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  imagePosition: z.enum(['left', 'right']).catch('right'),
  items: z.array(verticalListItemSchema).min(1).max(12),
});
/** Validated fields of a vertical list. */
export type VerticalListFields = z.output<typeof verticalListSchema>;
