import { compareLimits } from '@storefront/api-contract';

/**
 * The products a shopper chose to compare on a listing (spec 2 §7 "Internal" compare: 2 to 4
 * products). Pure rules shared by the server (the `/compare` page's query) and the browser.
 */

/** The dialog manager's id of the compare view; arguments `{ productIds: string[] }`. */
export const compareDialogId = 'compare';

/** The `id` of the listing's compare form; each card's checkbox joins it by `form`. */
export const compareFormId = 'compare-form';

/** The query key of the chosen products (repeated, or codes joined by commas). */
export const compareParam = 'productIds';

const productCode = /^[A-Za-z0-9]{8,11}$/;

/**
 * The product codes of a query value: repeated (`productIds=a&productIds=b`, the no-JavaScript
 * form) or joined by commas (`productIds=a,b`), each once, in order, only well-formed codes (8
 * to 11 letters and digits), at most {@link compareLimits}`.max`.
 */
export function compareIdsOf(value: string | readonly string[] | undefined): string[] {
  const raw = typeof value === 'string' ? [value] : (value ?? []);
  const codes = raw.flatMap((v) => v.split(',')).map((v) => v.trim());
  return [...new Set(codes.filter((code) => productCode.test(code)))].slice(0, compareLimits.max);
}

/** Whether a choice of products can be compared (2 to 4). */
export function canCompare(productIds: readonly string[]): boolean {
  return productIds.length >= compareLimits.min && productIds.length <= compareLimits.max;
}
