/**
 * Money helpers of the mock API's basket and checkout: amounts are numbers in major units of
 * the basket currency (USD, CAD, GBP), rounded to 2 decimals with {@link roundMoney}.
 */

/**
 * Rounds an amount in major units to 2 decimals, half away from zero (12.345 → 12.35).
 * Every amount the basket and order services store or answer goes through this helper.
 */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

/** Sum of amounts, rounded with {@link roundMoney}. */
export const sumMoney = (amounts: readonly number[]): number =>
  roundMoney(amounts.reduce((sum, n) => sum + n, 0));

/** Major units from minor units (cents, pence): 1999 → 19.99. */
export const fromMinor = (minor: number): number => roundMoney(minor / 100);

/**
 * Share of `part` in `whole` in percent, rounded to 1 decimal; 0 when `whole` is 0
 * (spec 1 §9: the cart discount percentage from item total and discount).
 */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * Splits `amount` over `weights` in proportion, rounded to cents, the rounding rest given to
 * the largest weight so the shares add up to `amount` exactly.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || weights.length === 0) return weights.map(() => 0);
  const shares = weights.map((w) => roundMoney((amount * w) / total));
  const rest = roundMoney(amount - sumMoney(shares));
  if (rest !== 0) {
    let largest = 0;
    weights.forEach((w, i) => {
      if (w > (weights[largest] ?? 0)) largest = i;
    });
    shares[largest] = roundMoney((shares[largest] ?? 0) + rest);
  }
  return shares;
}
