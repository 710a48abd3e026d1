import * as z from 'zod';
import { productTileSchema } from './products';

/**
 * The compare component (spec 2 §7 "Internal": `GET /fapi/components/compare`): the tiles of a
 * few products side by side, each with its price (in the locale's currency, major units) and
 * its attributes (colour values, sizes). Query `productIds=a,b` with 2 to 4 product codes; an
 * unknown product answers 404 `API404`, a list of another length 400 `API400`.
 */
export const comparePath = '/fapi/components/compare';

/** How many products a comparison takes (the API's bounds of `productIds`). */
export const compareLimits = { min: 2, max: 4 } as const;

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

/** The query value of `productIds` (codes joined by commas). */
export function compareQuery(productIds: readonly string[]): { productIds: string } {
  return { productIds: productIds.join(',') };
}
