import * as z from 'zod';
import { productTileSchema } from './products';

/**
 * The compare answer's schemas (spec 2 §7 "Internal" compare; the path, limits and query are in
 * `compareRules.ts`, kept apart so browser code imports them without the schemas).
 */

/** One compared product: its tile plus its colours and sizes. */
export const compareProductSchema = productTileSchema.extend({
  attributes: z.object({
    /** Colour values, e.g. `brown` (the tile's `colors` give their labels). */
    colors: z.array(z.string()),
    /** Sizes of its variants, in catalogue order, e.g. `9`, `M`. */
    sizes: z.array(z.string()),
  }),
});
/** One compared product. */
export type CompareProduct = z.infer<typeof compareProductSchema>;

/** The compare answer: the products in the order asked. */
export const compareSchema = z.object({ products: z.array(compareProductSchema) });
/** The compare answer. */
export type Compare = z.infer<typeof compareSchema>;
