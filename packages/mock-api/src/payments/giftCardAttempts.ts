import { timingSafeEqual } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type GiftCardRow, giftCardAttempts } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import { findGiftCard, giftCardDigits } from './giftCards';
import { providerRefusal } from './methods';

/**
 * Gift card credentials (spec 1 §7 gift card balance and paymentInstruments, §8 GFC codes):
 * the number and the PIN are both required; an unknown number and a wrong PIN get one answer;
 * failures are counted per card and per shopper and lock both after
 * {@link giftCardMaxFailures} in {@link giftCardWindowMs}.
 */

/** Failed attempts (unknown number or wrong PIN) of one window that lock a card or a shopper. */
export const giftCardMaxFailures = 5;
/** Length of the counting window and of a lock, ms (15 minutes). */
export const giftCardWindowMs = 15 * 60_000;

/** Gift card balance calls a shopper may make a minute (request rate limit, 429 past it). */
export const giftCardBalanceCallsPerMinute = 20;

/** The one answer to an unknown number and to a wrong PIN (they are never told apart). */
const invalid = () => new ApiHttpError(400, 'GFC410', 'The gift card number or PIN is not valid');
/** The answer while the card or the shopper is locked (the same for both). */
const locked = () =>
  new ApiHttpError(
    429,
    'GFC812',
    'Too many failed gift card attempts: gift cards are locked for 15 minutes',
  );

/** PIN comparison in constant time for equal lengths. */
function samePin(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const cardKey = (digits: string) => `card:${digits}`;
const shopperKey = (consumerId: string) => `shopper:${consumerId}`;

/**
 * Counts one failure for each key in one atomic upsert per key: a window older than
 * {@link giftCardWindowMs} starts again at 1; the failure that reaches
 * {@link giftCardMaxFailures} sets `locked_until` to `now` + the window.
 * @returns whether any key is locked now.
 */
async function recordFailure(db: Database, keys: string[], now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - giftCardWindowMs).toISOString()}::timestamptz`;
  const lockUntil = sql`${new Date(now.getTime() + giftCardWindowMs).toISOString()}::timestamptz`;
  const expired = sql`${giftCardAttempts.windowStartedAt} <= ${windowStart}`;
  let anyLocked = false;
  for (const key of keys) {
    const [row] = await db
      .insert(giftCardAttempts)
      .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: giftCardAttempts.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${giftCardAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${at} else ${giftCardAttempts.windowStartedAt} end`,
          lockedUntil: sql`case when not ${expired} and ${giftCardAttempts.failures} + 1 >= ${giftCardMaxFailures} then ${lockUntil} else ${giftCardAttempts.lockedUntil} end`,
        },
      })
      .returning({ lockedUntil: giftCardAttempts.lockedUntil });
    if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) anyLocked = true;
  }
  return anyLocked;
}

/**
 * The number and PIN of a gift card request, checked before the body's schema so that a
 * missing PIN answers the gift card code (nothing is counted or stored).
 * @throws ApiHttpError 400 `GFC400` either is missing, empty or not a string.
 */
export function requireGiftCardFields(
  number: unknown,
  pin: unknown,
): { number: string; pin: string } {
  if (typeof number !== 'string' || typeof pin !== 'string' || !giftCardDigits(number) || !pin)
    throw new ApiHttpError(400, 'GFC400', 'The gift card number and PIN are both required');
  return { number, pin };
}

/**
 * Checks a gift card's number and PIN for a shopper, on the server's clock `now`.
 * Order: both fields present, then the locks (a locked card is refused even with the right
 * PIN, a locked shopper for any card), then the card and its PIN.
 * @param consumerId the shopper's consumer id (guest or registered).
 * @returns the card (not yet checked for balance, currency or provider refusals).
 * @throws ApiHttpError 400 `GFC400` number or PIN missing (not counted); 429 `GFC812` the card
 * or the shopper is locked (also on the failure that locks); 400 `GFC410` unknown number or
 * wrong PIN (counted per card and per shopper).
 */
export async function verifyGiftCard(
  db: Database,
  consumerId: string,
  number: unknown,
  pin: unknown,
  now: Date,
): Promise<GiftCardRow> {
  const fields = requireGiftCardFields(number, pin);
  const digits = giftCardDigits(fields.number);
  const keys = [cardKey(digits), shopperKey(consumerId)];
  const locks = await db
    .select({ lockedUntil: giftCardAttempts.lockedUntil })
    .from(giftCardAttempts)
    .where(inArray(giftCardAttempts.key, keys));
  if (locks.some((l) => l.lockedUntil && l.lockedUntil.getTime() > now.getTime())) throw locked();
  const card = await findGiftCard(db, digits);
  if (card && samePin(card.pin, fields.pin)) return card;
  if (await recordFailure(db, keys, now)) throw locked();
  throw invalid();
}

/** Test-only: forgets every failure and lock (the e2e reset route). @returns rows removed. */
export async function clearGiftCardAttempts(db: Database): Promise<number> {
  const removed = await db.delete(giftCardAttempts).returning({ key: giftCardAttempts.key });
  return removed.length;
}

/**
 * The balance of a gift card (spec 1 §7 gift card balance): verified with the locks of
 * {@link verifyGiftCard}, then the provider's answer; the number masked but its last 4 digits.
 * @param balance the card number and PIN as sent (`GFC400` when either is missing)
 * @returns the masked number, the balance in major units and its currency
 * @throws ApiHttpError as {@link verifyGiftCard}; 502 `GFS800` provider unavailable; 400 with
 * the provider's refusal code
 */
export async function giftCardBalance(
  db: Database,
  consumerId: string,
  balance: { cardNumber?: unknown; pin?: unknown },
  now: Date,
) {
  const card = await verifyGiftCard(db, consumerId, balance.cardNumber, balance.pin, now);
  const refusal = providerRefusal(card);
  if (refusal === 'GFS800')
    throw new ApiHttpError(502, 'GFS800', 'The gift card service is unavailable');
  if (refusal) throw new ApiHttpError(400, refusal, `The gift card provider refused the card`);
  return {
    cardNumber: `${'*'.repeat(card.cardNumber.length - 4)}${card.cardNumber.slice(-4)}`,
    balance: card.balanceMinor / 100,
    currency: card.currency,
  };
}
