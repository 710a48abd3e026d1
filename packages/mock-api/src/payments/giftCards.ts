import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type GiftCardRow, giftCards } from '../db/orderSchema';

/**
 * Gift cards of the mock provider (spec 1 §3 "Gift card", §7 gift card balance, §8 GFC
 * codes). Documented test cards (PIN `1234` unless said otherwise):
 *
 * | number | currency | balance | use |
 * |---|---|---|---|
 * | `6000100000000050` | USD | 50.00 | partial cover |
 * | `6000100000000500` | USD | 500.00 | full cover |
 * | `6000100000000000` | USD | 0.00 | GFC740 zero balance |
 * | `6000100000000725` | USD | 100.00 | blocked: GFC725 not allowed |
 * | `6000200000000050` | CAD | 50.00 | partial cover (ca) |
 * | `6000200000000500` | CAD | 500.00 | full cover (ca) |
 * | `6000300000000050` | GBP | 50.00 | partial cover (gb) |
 * | `6000300000000500` | GBP | 500.00 | full cover (gb) |
 *
 * | `6000100000000755`, `…0760`, `…0799`, `…0800`, `…0812` | USD | 100.00 | refused by the provider: GFC755 / GFC760 / GFC799 / GFC800 / GFC812 |
 * | `6000900000000800` | USD | 100.00 | provider unavailable: GFS800 |
 *
 * Number and PIN are both required (GFC400); any other number and a wrong PIN get the same
 * GFC410, and lock after 5 in 15 minutes (GFC812, `giftCardAttempts.ts`); a card of another
 * currency: GFC725. A refused card's status is the code the provider answers (`status`).
 */
export const seedGiftCards: GiftCardRow[] = [
  ['6000100000000050', 'USD', 5000, 'active'],
  ['6000100000000500', 'USD', 50000, 'active'],
  ['6000100000000000', 'USD', 0, 'active'],
  ['6000100000000725', 'USD', 10000, 'blocked'],
  ['6000200000000050', 'CAD', 5000, 'active'],
  ['6000200000000500', 'CAD', 50000, 'active'],
  ['6000300000000050', 'GBP', 5000, 'active'],
  ['6000300000000500', 'GBP', 50000, 'active'],
  ['6000100000000755', 'USD', 10000, 'GFC755'],
  ['6000100000000760', 'USD', 10000, 'GFC760'],
  ['6000100000000799', 'USD', 10000, 'GFC799'],
  ['6000100000000800', 'USD', 10000, 'GFC800'],
  ['6000100000000812', 'USD', 10000, 'GFC812'],
  ['6000900000000800', 'USD', 10000, 'GFS800'],
].map(([cardNumber, currency, balanceMinor, status]) => ({
  cardNumber: cardNumber as string,
  pin: '1234',
  currency: currency as string,
  balanceMinor: balanceMinor as number,
  status: status as string,
}));

/**
 * Inserts the test gift cards that are missing (existing cards keep their balance, so a data
 * folder seeded before a card was added gets it on the next start). @returns the number inserted.
 */
export async function seedGiftCardsIfEmpty(db: Database): Promise<number> {
  const inserted = await db
    .insert(giftCards)
    .values(seedGiftCards)
    .onConflictDoNothing()
    .returning({ cardNumber: giftCards.cardNumber });
  return inserted.length;
}

/** Digits of a gift card number. */
export const giftCardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** A gift card by number, or undefined. */
export async function findGiftCard(db: Database, number: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.cardNumber, giftCardDigits(number)));
  return row;
}
