/**
 * Card form rules of the billing step (spec 1 §5: card expiry invalid FE309). Pure. The number
 * rules (digits, Luhn) are the contract's, shared with the mock payment provider.
 */
import { cardExpiry } from '@storefront/api-contract';

export { cardDigits, isValidCardNumber } from '@storefront/api-contract';

/**
 * The expiry month and four-digit year of `MM/YY` (or `MM/YYYY`), or undefined when it is
 * not a real month or lies before `now`'s month (FE309).
 */
export function parseExpiry(
  value: string,
  now: Date = new Date(),
): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  return cardExpiry(Number(match[1]), Number(match[2]), now);
}
