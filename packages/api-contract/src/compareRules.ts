/**
 * The compare component's rules without its schemas (client code imports these without zod).
 */

/**
 * The compare component (spec 2 §7 "Internal": `GET /fapi/components/compare`): the tiles of a
 * few products side by side, each with its price (in the locale's currency, major units) and
 * its attributes (colour values, sizes). Query `productIds=a,b` with 2 to 4 product codes; an
 * unknown product answers 404 `API404`, a list of another length 400 `API400`.
 */
export const comparePath = '/fapi/components/compare';

/** How many products a comparison takes (the API's bounds of `productIds`). */
export const compareLimits = { min: 2, max: 4 } as const;

/** The query value of `productIds` (codes joined by commas). */
export function compareQuery(productIds: readonly string[]): { productIds: string } {
  return { productIds: productIds.join(',') };
}
