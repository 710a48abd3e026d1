/**
 * Card form rules of the billing step (spec 1 §5: card expiry invalid FE309). Pure.
 */

/** Digits of a card number as typed (spaces and dashes dropped). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Whether a card number passes the Luhn check with 12-19 digits. */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

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
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return undefined;
  return { month, year };
}
