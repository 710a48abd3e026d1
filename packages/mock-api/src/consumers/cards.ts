import { createHash } from 'node:crypto';
import type { SavedCardRecord } from '../db/consumerSchema';

/** The card-number fingerprint that stops the same card being saved twice. */
export function cardFingerprint(number: string): string {
  return createHash('sha256').update(number.replace(/\D/g, '')).digest('hex');
}

/** The stored (masked) form of a card: never the full number. */
export function savedCard(card: {
  number: string;
  cardType: string;
  holderName: string;
  expirationMonth?: number | undefined;
  expirationYear?: number | undefined;
}): SavedCardRecord {
  const digits = card.number.replace(/\D/g, '');
  const lastFour = digits.slice(-4);
  return {
    cardType: card.cardType,
    holderName: card.holderName,
    maskedNumber: `${'*'.repeat(Math.max(0, digits.length - 4))}${lastFour}`,
    lastFour,
    ...(card.expirationMonth === undefined ? {} : { expirationMonth: card.expirationMonth }),
    ...(card.expirationYear === undefined ? {} : { expirationYear: card.expirationYear }),
  };
}
