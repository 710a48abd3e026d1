import type { ErrorCode } from '@storefront/api-contract';
import { cardDigits, cardExpiry, luhnValid } from '@storefront/api-contract';

/** The contract's card number rules (api-contract `cards`), for the mock API's modules. */
export { cardDigits, cardType, luhnValid } from '@storefront/api-contract';

/**
 * Credit card rules of the mock payment provider (spec 1 §3 "Payment instrument", §4
 * "Order placement" 3-D Secure, §8 "Payment", FE309). Pure.
 */

/** How the mock provider answers an authorisation of a test card. */
export type CardOutcome = 'authorised' | 'challenge' | 'declined' | 'fraud';

/**
 * Documented test cards (any future expiry, any 3-4 digit CVV):
 * - `4111111111111111` (Visa) and `5555555555554444` (Mastercard): authorised.
 * - `4000000000003220`: requires 3-D Secure; the order waits for the challenge result.
 * - `4000000000000002`: declined (`PYT402`).
 * - `4100000000000019`: fraud verification exception (`PYT406`).
 * Any other number passing the Luhn check is authorised.
 */
export const testCards: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'authorised',
  '5555555555554444': 'authorised',
  '4000000000003220': 'challenge',
  '4000000000000002': 'declined',
  '4100000000000019': 'fraud',
};

/** The outcome the mock provider gives a card. */
export const cardOutcome = (digits: string): CardOutcome => testCards[digits] ?? 'authorised';

/** Card fields of a CREDIT_CARD payment instrument request. */
export interface CardInput {
  number: string;
  /** 1-12. */
  expirationMonth: number;
  /** Four digits (two are read as 20xx). */
  expirationYear: number;
  holder?: string;
  securityCode?: string;
}

/** A card problem: the code and a message. */
export interface CardProblem {
  code: ErrorCode;
  message: string;
}

/**
 * Validates a card against `now`: `PYT400` when the number fails the Luhn check or the
 * security code is not 3-4 digits; `FE309` when the expiry month is not 1-12 or the card
 * expired before the month of `now` (UTC).
 */
export function validateCard(card: CardInput, now: Date): CardProblem | undefined {
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) return { code: 'PYT400', message: 'The card number is not valid' };
  if (card.securityCode !== undefined && !/^\d{3,4}$/.test(card.securityCode))
    return { code: 'PYT400', message: 'The security code is not valid' };
  if (!cardExpiry(card.expirationMonth, card.expirationYear, now)) {
    const { expirationMonth: month, expirationYear: year } = card;
    return Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year)
      ? { code: 'FE309', message: 'The card has expired' }
      : { code: 'FE309', message: 'The card expiry date is not valid' };
  }
  return undefined;
}

/** Masks a card number: `************1111`. */
export const maskCard = (digits: string) =>
  `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;

/**
 * The 3-D Secure challenge result of a PATCH order call (spec 1 §4): `transStatus` `Y`
 * (authenticated) completes the order; anything else (`N`, `U`, `R`, missing) fails it with
 * `PYT405` (payment authentication failed).
 */
export function challengeSucceeded(result: { transStatus?: string } | undefined): boolean {
  return result?.transStatus === 'Y';
}
