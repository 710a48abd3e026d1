import { randomUUID } from 'node:crypto';
import {
  cardAlreadyExistsCode,
  type SavedPaymentInstrument,
  type SavePaymentInstrumentRequest,
} from '@storefront/api-contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { clockOf } from '../auth/clock';
import type { Database } from '../db/client';
import {
  type ConsumerPaymentInstrumentRow,
  consumerPaymentInstruments,
} from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { type CardOutcome, luhnValid, testCards } from '../payments/cards';
import { giftCardBalance } from '../payments/giftCardAttempts';
import { findGiftCard, giftCardDigits } from '../payments/giftCards';
import { providerRefusal } from '../payments/methods';
import { cardFingerprint, savedCard } from './cards';

/**
 * A saved instrument as answered (spec 2 §3 "Payment card response"): the public fields only
 * (never the provider's gift card number); a gift card with its `balance` when given.
 */
export function toInstrument(
  row: ConsumerPaymentInstrumentRow,
  balance?: { amount: number; currency: string },
): SavedPaymentInstrument {
  const { cardType, holderName, maskedNumber, lastFour, expirationMonth, expirationYear } =
    row.card;
  return {
    paymentInstrumentId: row.id,
    paymentMethodId: row.paymentMethodId,
    isDefault: row.isDefault,
    card: {
      paymentInstrumentId: row.id,
      cardType,
      holderName,
      maskedNumber,
      lastFour,
      ...(expirationMonth === undefined ? {} : { expirationMonth }),
      ...(expirationYear === undefined ? {} : { expirationYear }),
    },
    ...(balance ? { balance } : {}),
  };
}

/**
 * The provider's balance of a saved gift card (major units), or undefined when the card is
 * unknown to the provider or the provider refuses it (then the list shows no balance).
 */
async function savedGiftCardBalance(db: Database, row: ConsumerPaymentInstrumentRow) {
  if (row.paymentMethodId !== 'GIFT_CARD' || !row.card.giftCardNumber) return undefined;
  const card = await findGiftCard(db, row.card.giftCardNumber);
  if (!card || providerRefusal(card)) return undefined;
  return { amount: card.balanceMinor / 100, currency: card.currency };
}

/** Whether month/year is before the month of `now`. */
const expired = (month: number, year: number, now: Date) =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

/** The consumer's saved instruments, default first; `paymentMethodId` filters. */
export async function listInstruments(
  db: Database,
  consumerId: string,
  paymentMethodId?: 'CREDIT_CARD' | 'GIFT_CARD',
) {
  const rows = await db
    .select()
    .from(consumerPaymentInstruments)
    .where(
      and(
        eq(consumerPaymentInstruments.consumerId, consumerId),
        paymentMethodId
          ? eq(consumerPaymentInstruments.paymentMethodId, paymentMethodId)
          : undefined,
      ),
    )
    .orderBy(asc(consumerPaymentInstruments.createdAt), asc(consumerPaymentInstruments.id));
  const sorted = rows.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return Promise.all(
    sorted.map(async (row) => toInstrument(row, await savedGiftCardBalance(db, row))),
  );
}

/**
 * Saves a card (spec 2 §3, §7). The first card, or `isDefault: true`, becomes the default.
 * A gift card is checked with its PIN first, as a balance call (locks and all), and answered
 * with its balance; its PIN is not kept.
 * @throws 400 `API400` card number fails the Luhn check (credit cards); 400 `FE309` expiry
 * missing or in the past (credit cards); 400 `GFC400` gift card PIN missing, 400 `GFC410`
 * unknown gift card or wrong PIN, 429 `GFC812` locked, the provider's refusal codes (gift
 * cards); 409 `PYT400` ({@link cardAlreadyExistsCode}) the card is already saved.
 */
export async function saveInstrument(
  db: Database,
  consumerId: string,
  request: SavePaymentInstrumentRequest,
): Promise<SavedPaymentInstrument> {
  const now = clockOf(db)();
  const { card } = request;
  let giftCard: { cardNumber: string; balance: { amount: number; currency: string } } | undefined;
  if (request.paymentMethodId === 'GIFT_CARD') {
    const checked = await giftCardBalance(
      db,
      consumerId,
      { cardNumber: card.number, pin: card.pin },
      now,
    );
    giftCard = {
      cardNumber: giftCardDigits(card.number),
      balance: { amount: checked.balance, currency: checked.currency },
    };
  } else {
    if (!luhnValid(card.number.replace(/\D/g, ''))) {
      throw new ApiHttpError(400, 'API400', 'Invalid card number');
    }
    if (
      card.expirationMonth === undefined ||
      card.expirationYear === undefined ||
      expired(card.expirationMonth, card.expirationYear, now)
    ) {
      throw new ApiHttpError(400, 'FE309', 'Card expiry date is invalid');
    }
  }
  return db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(consumerPaymentInstruments)
      .where(eq(consumerPaymentInstruments.consumerId, consumerId));
    const fingerprint = cardFingerprint(card.number);
    if (existing.some((row) => row.fingerprint === fingerprint)) {
      const what = request.paymentMethodId === 'GIFT_CARD' ? 'gift card' : 'card';
      throw new ApiHttpError(409, cardAlreadyExistsCode, `This ${what} is already saved`);
    }
    const isDefault = existing.length === 0 || request.isDefault === true;
    const [row] = await tx
      .insert(consumerPaymentInstruments)
      .values({
        id: randomUUID(),
        consumerId,
        paymentMethodId: request.paymentMethodId,
        fingerprint,
        card: giftCard
          ? {
              ...savedCard({ ...card, expirationMonth: undefined, expirationYear: undefined }),
              giftCardNumber: giftCard.cardNumber,
            }
          : savedCard(card),
        isDefault,
        createdAt: now,
      })
      .returning();
    if (!row) throw new ApiHttpError(500, 'GEN500', 'Card insert returned nothing');
    if (isDefault) {
      await tx
        .update(consumerPaymentInstruments)
        .set({ isDefault: false })
        .where(
          and(
            eq(consumerPaymentInstruments.consumerId, consumerId),
            ne(consumerPaymentInstruments.id, row.id),
          ),
        );
    }
    return toInstrument(row, giftCard?.balance);
  });
}

async function ownInstrument(db: Database, consumerId: string, id: string) {
  const [row] = await db
    .select()
    .from(consumerPaymentInstruments)
    .where(
      and(
        eq(consumerPaymentInstruments.id, id),
        eq(consumerPaymentInstruments.consumerId, consumerId),
      ),
    );
  if (!row) throw new ApiHttpError(404, 'PYT404', `Payment instrument ${id} not found`);
  return row;
}

/**
 * Updates a saved card: default flag, holder name, expiry (credit cards; a gift card's
 * expiry fields are ignored).
 * @throws 404 `PYT404` not the consumer's; 400 `FE309` expiry in the past.
 */
export async function patchInstrument(
  db: Database,
  consumerId: string,
  id: string,
  patch: {
    isDefault?: boolean | undefined;
    holderName?: string | undefined;
    expirationMonth?: number | undefined;
    expirationYear?: number | undefined;
  },
): Promise<SavedPaymentInstrument> {
  const row = await ownInstrument(db, consumerId, id);
  // A gift card has no expiry: only its name and default flag change.
  const expiry = row.paymentMethodId === 'CREDIT_CARD';
  const card = {
    ...row.card,
    ...(patch.holderName ? { holderName: patch.holderName } : {}),
    ...(expiry && patch.expirationMonth ? { expirationMonth: patch.expirationMonth } : {}),
    ...(expiry && patch.expirationYear ? { expirationYear: patch.expirationYear } : {}),
  };
  if (
    card.expirationMonth !== undefined &&
    card.expirationYear !== undefined &&
    expired(card.expirationMonth, card.expirationYear, clockOf(db)())
  ) {
    throw new ApiHttpError(400, 'FE309', 'Card expiry date is invalid');
  }
  const updated = await db.transaction(async (tx) => {
    if (patch.isDefault) {
      await tx
        .update(consumerPaymentInstruments)
        .set({ isDefault: false })
        .where(eq(consumerPaymentInstruments.consumerId, consumerId));
    }
    const [updated] = await tx
      .update(consumerPaymentInstruments)
      .set({ card, ...(patch.isDefault !== undefined ? { isDefault: patch.isDefault } : {}) })
      .where(eq(consumerPaymentInstruments.id, id))
      .returning();
    if (!updated) throw new ApiHttpError(404, 'PYT404', `Payment instrument ${id} not found`);
    return updated;
  });
  // Read after the transaction: the database has one connection (PGlite).
  return toInstrument(updated, await savedGiftCardBalance(db, updated));
}

/** Deletes a saved card. @throws 404 `PYT404` not the consumer's. */
export async function deleteInstrument(db: Database, consumerId: string, id: string) {
  await ownInstrument(db, consumerId, id);
  await db.delete(consumerPaymentInstruments).where(eq(consumerPaymentInstruments.id, id));
}

/**
 * A saved credit card of the signed-in consumer, as a basket's card payment (spec 2 §3 "Payment
 * card response", spec 1 §3 "Payment instrument"): its masked fields, and the mock provider's
 * outcome for it (the saved record keeps no number: the outcome of a test card is found by its
 * fingerprint, any other card is authorised).
 * @throws 401 `AUT432` a guest; 404 `PYT404` not this consumer's credit card; 400 `FE309` the
 * card has expired.
 */
export async function savedCardToPay(
  db: Database,
  shopper: { consumerId: string; consumerType: string },
  id: string,
  now: Date,
): Promise<{
  payment_card: {
    maskedNumber: string;
    cardType: string;
    holder: string;
    expirationMonth: number;
    expirationYear: number;
  };
  outcome: CardOutcome;
}> {
  if (shopper.consumerType === 'GUEST')
    throw new ApiHttpError(401, 'AUT432', 'A saved card needs a registered consumer');
  const row = await ownInstrument(db, shopper.consumerId, id);
  if (row.paymentMethodId !== 'CREDIT_CARD')
    throw new ApiHttpError(404, 'PYT404', `Payment instrument ${id} not found`);
  const { card } = row;
  const { expirationMonth, expirationYear } = card;
  if (expirationMonth === undefined || expirationYear === undefined)
    throw new ApiHttpError(404, 'PYT404', `Payment instrument ${id} not found`);
  if (expired(expirationMonth, expirationYear, now))
    throw new ApiHttpError(400, 'FE309', 'The card has expired');
  const test = Object.entries(testCards).find(
    ([number]) => cardFingerprint(number) === row.fingerprint,
  );
  return {
    payment_card: {
      maskedNumber: card.maskedNumber,
      cardType: card.cardType,
      holder: card.holderName,
      expirationMonth,
      expirationYear,
    },
    outcome: test?.[1] ?? 'authorised',
  };
}
