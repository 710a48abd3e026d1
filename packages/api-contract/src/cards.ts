/**
 * Card number and expiry rules shared by the checkout's card form (commerce) and the mock
 * payment provider (mock-api): spec 1 §3 "Payment instrument", §5 (FE309 card expiry
 * invalid), §8 "Payment" (PYT400). Pure and zod-free, so client code can import it from
 * `@storefront/api-contract/cards` without pulling the schemas.
 */

import type { ErrorCode } from './errorCatalogue';

/**
 * The error id of "card already exists" when saving a payment instrument (spec 2 §7
 * "Handling of answers": the client shows the server's message for it, else a generic
 * save-failed message). Here, not with the consumer schemas, so the checkout's billing form
 * reads it without shipping zod (spec 1 §8 "Payment", PYT400).
 */
export const cardAlreadyExistsCode = 'PYT400' satisfies ErrorCode;

/** Digits of a card number as typed: spaces and dashes dropped (other characters kept). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** Whether `digits` (digits only) has 12-19 digits and passes the Luhn checksum. */
export function luhnValid(digits: string): boolean {
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

/** Whether a card number as typed (spaces and dashes allowed) passes {@link luhnValid}. */
export const isValidCardNumber = (value: string): boolean => luhnValid(cardDigits(value));

/** Card brand from the number's prefix: `Visa`, `Mastercard`, `Amex`, `Discover` or `Card`. */
export function cardType(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]|^2[2-7]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^6(?:011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** A card's expiry: month 1-12 and a four-digit year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * The expiry of `month` (1-12) and `year` (four digits, or two read as 20xx), or undefined
 * when the month is not 1-12, either is not an integer, or the card expired before `now`'s
 * month (UTC) — the FE309 rule (spec 1 §5). A card is valid through its expiry month.
 */
export function cardExpiry(month: number, year: number, now: Date): CardExpiry | undefined {
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(fullYear))
    return undefined;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (fullYear * 12 + (month - 1) < current) return undefined;
  return { month, year: fullYear };
}
