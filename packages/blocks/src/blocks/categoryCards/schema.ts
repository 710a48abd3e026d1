import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';

/** One category card: an image, a label and the category's url + target attribute. */
export const categoryCardSchema = z.object({
  image: imageAssetSchema,
  label: z.string().trim().min(1),
  url: z.string().min(1),
  target: z.enum(['_self', '_blank']).catch('_self'),
});
/** A validated category card. */
export type CategoryCard = z.output<typeof categoryCardSchema>;

const layout = z.enum(['grid', 'carousel']);
const columns = z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);

/**
 * Fields of the `categoryCards` block (spec 3 §1 "category cards"): an optional `title`
 * (`titleHeadingTag`), the `items` (at least one card), and per breakpoint (sm / md / lg) the
 * `layout` — `grid` or `carousel` — and the number of `columns` of the grid (cards per view of
 * the carousel). Defaults: carousel with 2 cards on sm, grid of 3 on md and 4 on lg. A bad
 * value falls back to its breakpoint's default.
 */
export const categoryCardsSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  items: z.array(categoryCardSchema).min(1),
  layout: z
    .object({
      sm: layout.catch('carousel'),
      md: layout.catch('grid'),
      lg: layout.catch('grid'),
    })
    .catch({ sm: 'carousel', md: 'grid', lg: 'grid' })
    .default({ sm: 'carousel', md: 'grid', lg: 'grid' }),
  columns: z
    .object({ sm: columns.catch(2), md: columns.catch(3), lg: columns.catch(4) })
    .catch({ sm: 2, md: 3, lg: 4 })
    .default({ sm: 2, md: 3, lg: 4 }),
});

/** Validated fields of a category cards block. */
export type CategoryCardsFields = z.output<typeof categoryCardsSchema>;
