import * as z from 'zod';
import { ctaTargetSchema } from '../../model/fields';

/**
 * Fields of the `ctaButtons` block (spec 3 §1 "CTA buttons", §9 "Content blocks"): an optional
 * `title` (`titleHeadingTag`), the `targets` (at least one call to action: text, url, target
 * attribute), `layout` — `row` (buttons that wrap) or `carousel` (slides 19.25rem wide on sm and
 * 26.5rem on md/lg) — the `slidePadding` inside each carousel slide (`small` by default, spec
 * 3 §9), the button `variant` and `alignment` of a row. Bad enum values fall back to defaults.
 */
export const ctaButtonsSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  targets: z.array(ctaTargetSchema).min(1),
  layout: z.enum(['row', 'carousel']).catch('row'),
  slidePadding: z.enum(['small', 'medium', 'large']).catch('small'),
  variant: z.enum(['primary', 'secondary']).catch('secondary'),
  alignment: z.enum(['left', 'center']).catch('left'),
});

/** Validated fields of a CTA buttons block. */
export type CtaButtonsFields = z.output<typeof ctaButtonsSchema>;

/** CTA carousel slide width per breakpoint (spec 3 §9), in rem. */
export const ctaSlideWidthRem = { sm: 19.25, md: 26.5, lg: 26.5 } as const;
