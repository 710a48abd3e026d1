import * as z from 'zod';
import { linkUrlSchema } from '../../model/safeUrl';

/** Alignments of the secondary navigation's links on md and lg (sm always scrolls from the start). */
export const secondaryNavigationAlignments = ['left', 'center'] as const;

/** A link of the secondary navigation (spec 3 §2: a target url plus a target attribute). */
export const secondaryLinkSchema = z.object({
  text: z.string().min(1),
  /** http(s), relative, `#anchor`, `mailto:` or `tel:` (see `isSafeLinkUrl`). */
  url: linkUrlSchema,
  target: z.enum(['_self', '_blank']).catch('_self'),
});
/** A secondary navigation link (see {@link secondaryLinkSchema}). */
export type SecondaryLink = z.output<typeof secondaryLinkSchema>;

/**
 * Fields of the `secondaryNavigation` block (spec 3 §1 "a secondary navigation"): `title` (the
 * navigation's accessible name; default "Secondary navigation" in the locale's language),
 * `links` (at least one) and `alignment` on md and lg (default `left`; a bad value falls back).
 */
export const secondaryNavigationSchema = z.object({
  title: z.string().min(1).optional(),
  links: z.array(secondaryLinkSchema).min(1),
  alignment: z.enum(secondaryNavigationAlignments).catch('left'),
});

/** Validated fields of a secondary navigation. */
export type SecondaryNavigationFields = z.output<typeof secondaryNavigationSchema>;
