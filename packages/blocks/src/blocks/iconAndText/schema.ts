import { type IconName, iconNames } from '@storefront/ui';
import * as z from 'zod';
import { ctaTargetSchema } from '../../model/fields';
import { surfaceTones } from '../promotionalSpot/tones';

/** Icon sizes of the CMS mapped to ui `Icon` sizes (spec 3 §9: small/medium/large → md/lg/3xl). */
export const iconSizeMap = { small: 'md', medium: 'lg', large: '3xl' } as const;

/**
 * One icon-and-text item (spec 3 §3 "Other blocks": icon, richText, target, colors): an `icon`
 * of the ui set (an unknown name falls back to `info`), `richText` (HTML, sanitized on render),
 * an optional `target` (a link under the text: text, url, target attribute) and `colors`
 * (`background`, a theme surface; `icon`, the icon colour: `default`, `primary` or `accent`).
 */
export const iconAndTextItemSchema = z.object({
  icon: z.enum(iconNames as [IconName, ...IconName[]]).catch('info'),
  richText: z.string().trim().min(1),
  target: ctaTargetSchema.optional(),
  colors: z
    .object({
      background: z.enum(surfaceTones).catch('surface'),
      icon: z.enum(['default', 'primary', 'accent']).catch('primary'),
    })
    .catch({ background: 'surface', icon: 'primary' })
    .default({ background: 'surface', icon: 'primary' }),
});
/** A validated icon-and-text item. */
export type IconAndTextItem = z.output<typeof iconAndTextItemSchema>;

/**
 * Fields of the `iconAndText` block (spec 3 §3, §9): an optional `title` (`titleHeadingTag`),
 * the `items` (1 to 8), the `iconSize` (`small` / `medium` / `large` → ui Icon `md` / `lg` /
 * `3xl`), the `layout` (`grid`: one column per item on lg, up to 4, and a grid of 4 becomes 2
 * columns on sm; `list`: items stacked, icon beside the text) and the `alignment` of each item.
 */
export const iconAndTextSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  items: z.array(iconAndTextItemSchema).min(1).max(8),
  iconSize: z.enum(['small', 'medium', 'large']).catch('medium'),
  layout: z.enum(['grid', 'list']).catch('grid'),
  alignment: z.enum(['left', 'center']).catch('center'),
});

/** Validated fields of an icon-and-text block. */
export type IconAndTextFields = z.output<typeof iconAndTextSchema>;

/**
 * Grid columns per breakpoint for `count` items (spec 3 §9: a grid of 4 items becomes 2 columns
 * on sm): sm 1 (2 for 4 items), md up to 2 (4 items) or 3, lg one per item up to 4.
 */
export function iconAndTextColumns(count: number): { sm: 1 | 2; md: 1 | 2 | 3; lg: 1 | 2 | 3 | 4 } {
  const lg = Math.min(Math.max(count, 1), 4) as 1 | 2 | 3 | 4;
  return {
    sm: count === 4 ? 2 : 1,
    md: count === 4 ? 2 : (Math.min(lg, 3) as 1 | 2 | 3),
    lg,
  };
}
