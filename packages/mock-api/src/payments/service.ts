import { randomUUID } from 'node:crypto';
import type { ErrorCode, PaymentInstrumentRequest, PaymentMethods } from '@storefront/api-contract';
import { paymentInstrumentRequestSchema } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { loadBasket, roundMoney } from '../basket';
import type { Basket, PaymentInstrument } from '../basket/types';
import { mutateCheckout, refreshCheckout } from '../checkout/basket';
import { savedCardToPay } from '../consumers/paymentInstruments';
import type { Database } from '../db/client';
import { checkoutStates } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import { athleteCreditOf, findReward, loyaltyPointsOf } from './accounts';
import { cardDigits, cardOutcome, cardType, maskCard, validateCard } from './cards';
import { verifyGiftCard } from './giftCardAttempts';
import {
  giftCardProblem,
  isRemainderMethod,
  type PaymentMethodId,
  paymentMethodsFor,
  pointsPerUnit,
} from './methods';
import { isWalletMethod, walletOutcome } from './wallet';

/**
 * Payment instruments of a basket (spec 1 §3 "Payment instrument", §7 paymentMethods,
 * paymentInstruments; §8 PYT, GFC, REW, FE309 codes). Partial instruments keep their cap in
 * `c_cap`; the amounts are re-split on every checkout change.
 */

const names: Record<PaymentMethodId, string> = {
  CREDIT_CARD: 'Credit card',
  GIFT_CARD: 'Gift card',
  LOYALTY_POINTS: 'Loyalty points',
  REWARD_CODE: 'Reward code',
  REWARD_CARD: 'Reward card',
  ATHLETES_PAYMENT: 'Athlete payment',
  BNPL: 'Pay later',
  PAYPAL: 'PayPal',
  DW_APPLE_PAY: 'Apple Pay',
};

/** Whether a basket buys a gift card (a digital product). */
const buysGiftCard = (basket: Basket) => basket.items.some((i) => i.isDigitalProduct);

/** Left to pay before this basket's instruments (total minus applied rewards), major units. */
const due = (basket: Basket) =>
  Math.max(0, roundMoney(basket.totals.total - basket.totals.appliedRewards));

/** Left to pay after the partial instruments other than `except`, major units. */
function leftAfterPartials(basket: Basket): number {
  const partial = basket.payment_instruments
    .filter((p) => !isRemainderMethod(p.payment_method_id as PaymentMethodId))
    .reduce((sum, p) => sum + p.amount, 0);
  return Math.max(0, roundMoney(due(basket) - partial));
}

/** GET …/paymentMethods: applicable and unavailable methods, athlete and points figures. */
export async function paymentMethods(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  now: Date,
): Promise<PaymentMethods> {
  const basket = await refreshCheckout(db, await loadBasket(db, basketId, shopper), now);
  const consumerType = shopper?.consumerType ?? 'GUEST';
  const list = paymentMethodsFor({
    consumerType,
    loyaltyMember: !!shopper?.memberId,
    currency: basket.currency,
    totalMinor: Math.round(due(basket) * 100),
    buysGiftCard: buysGiftCard(basket),
  });
  const answer: PaymentMethods = {
    applicablePaymentMethods: list
      .filter((m) => m.applicable)
      .map((m) => ({ id: m.id, name: names[m.id] })),
    unavailablePaymentMethods: list
      .filter((m) => !m.applicable)
      .map((m) => ({ id: m.id, reason: m.reason ?? '' })),
    remainingToPay: basket.totals.remainingToPay,
  };
  if (shopper && consumerType === 'ATHLETE') {
    const credit = await athleteCreditOf(db, shopper.consumerId);
    const remaining = credit?.remaining ?? 0;
    answer.athletesPayment = {
      remaining,
      payable: roundMoney(Math.min(remaining, leftAfterPartials(basket))),
    };
  }
  if (shopper?.memberId) {
    const points = await loyaltyPointsOf(db, shopper.consumerId);
    answer.loyaltyPoints = { points, value: roundMoney(points / pointsPerUnit) };
  }
  return answer;
}

const refuse = (status: number, code: ErrorCode, message: string) =>
  new ApiHttpError(status, code, message);

/** The BNPL sessions of a basket. */
async function sessionsOf(db: Database, basketId: string) {
  const [row] = await db.select().from(checkoutStates).where(eq(checkoutStates.basketId, basketId));
  return row?.paymentSessions ?? [];
}

/**
 * POST …/paymentInstruments: adds an instrument. A card, pay-later or wallet replaces the
 * basket's previous one and pays the rest; partial instruments pay up to their cap. A card
 * may be one the signed-in consumer saved (`customer_payment_instrument_id`, spec 2 §3).
 * @throws ApiHttpError 400 PYT400 bad card / missing fields / no pay-later session, FE309
 * card expiry (a saved card's too); 401 AUT432 a guest's saved card, 404 PYT404 a saved card
 * that is not the shopper's; GFC400 gift card number or PIN missing, GFC410 unknown number or wrong PIN,
 * GFC700/725/740 and provider refusals, 429 GFC812 gift card or shopper locked (see
 * `verifyGiftCard`); REW130/135/140/401 rewards and points; 403 PYT300 a method this shopper
 * or basket cannot use; a wallet (`DW_APPLE_PAY`, `PAYPAL`) without
 * `additionalDetails.paymentData`, or with a `sessionId` that is not this basket's, 400
 * PYT400 (its token's outcome is decided at placement, see `payments/wallet.ts`).
 */
export async function addPaymentInstrument(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  raw: PaymentInstrumentRequest,
  now: Date,
): Promise<Basket> {
  const body = paymentInstrumentRequestSchema.parse(raw);
  const method = body.payment_method_id;
  const sessions =
    method === 'BNPL' || isWalletMethod(method) ? await sessionsOf(db, basketId) : [];
  return mutateCheckout(db, basketId, shopper, now, async (basket) => {
    if (!shopper) throw refuse(401, 'AUT401', 'An access token is required');
    const fresh = await refreshCheckout(db, basket, now);
    const applicable = paymentMethodsFor({
      consumerType: shopper.consumerType,
      loyaltyMember: !!shopper.memberId,
      currency: basket.currency,
      totalMinor: Math.round(due(fresh) * 100),
      buysGiftCard: buysGiftCard(basket),
    }).find((m) => m.id === method);
    const instrument: PaymentInstrument = {
      payment_instrument_id: randomUUID().replaceAll('-', '').slice(0, 20),
      payment_method_id: method,
      amount: 0,
    };
    switch (method) {
      case 'CREDIT_CARD': {
        if (body.customer_payment_instrument_id) {
          const saved = await savedCardToPay(db, shopper, body.customer_payment_instrument_id, now);
          instrument.payment_card = saved.payment_card;
          instrument.c_secretOutcome = saved.outcome;
          break;
        }
        const card = body.payment_card;
        if (!card) throw refuse(400, 'PYT400', 'payment_card is required');
        const problem = validateCard(
          {
            number: card.number,
            expirationMonth: card.expiration_month,
            expirationYear: card.expiration_year,
            ...(card.security_code ? { securityCode: card.security_code } : {}),
          },
          now,
        );
        if (problem) throw refuse(400, problem.code, problem.message);
        const digits = cardDigits(card.number);
        instrument.payment_card = {
          maskedNumber: maskCard(digits),
          cardType: cardType(digits),
          holder: card.holder ?? '',
          expirationMonth: card.expiration_month,
          expirationYear: card.expiration_year,
        };
        instrument.c_secretOutcome = cardOutcome(digits);
        break;
      }
      case 'GIFT_CARD': {
        const card = await verifyGiftCard(
          db,
          shopper.consumerId,
          body.gift_card?.card_number,
          body.gift_card?.pin,
          now,
        );
        const digits = card.cardNumber;
        const problem = giftCardProblem({
          card: { ...card, number: card.cardNumber },
          basketCurrency: basket.currency,
          alreadyApplied: basket.payment_instruments.some((p) => p.c_secretNumber === digits),
          buysGiftCard: buysGiftCard(basket),
        });
        if (problem) throw refuse(400, problem.code, problem.message);
        const balance = card.balanceMinor / 100;
        instrument.c_cap = roundMoney(Math.min(balance, body.amount ?? balance));
        instrument.gift_card = { maskedNumber: maskCard(digits), balance };
        instrument.c_secretNumber = digits;
        break;
      }
      case 'LOYALTY_POINTS': {
        if (!applicable?.applicable) throw refuse(403, 'REW401', 'Loyalty members only');
        const balance = await loyaltyPointsOf(db, shopper.consumerId);
        const points = body.points ?? balance;
        if (balance <= 0 || points > balance)
          throw refuse(409, 'REW140', `Not enough loyalty points (${balance} available)`);
        instrument.c_cap = roundMoney(points / pointsPerUnit);
        instrument.points = points;
        break;
      }
      case 'REWARD_CODE':
      case 'REWARD_CARD': {
        if (shopper.consumerType === 'GUEST') throw refuse(403, 'REW401', 'Sign in to use rewards');
        const code = method === 'REWARD_CODE' ? body.reward_code : body.reward_card?.card_number;
        if (!code)
          throw refuse(
            400,
            'PYT400',
            `${method === 'REWARD_CODE' ? 'reward_code' : 'reward_card.card_number'} is required`,
          );
        const reward = await findReward(db, method, code, shopper.consumerId, basket.currency, now);
        const taken = [
          ...basket.payment_instruments.map((p) => p.c_secretNumber),
          ...basket.rewards.map((r) => r.code.toUpperCase()),
        ];
        if (taken.includes(reward.code))
          throw refuse(409, 'REW140', 'This reward is already applied');
        instrument.c_cap = roundMoney(reward.amount);
        instrument.c_secretNumber = reward.code;
        instrument.c_rewardSource = reward.source;
        instrument.reward = {
          code: method === 'REWARD_CARD' ? maskCard(reward.code) : reward.code,
          value: reward.amount,
        };
        break;
      }
      case 'ATHLETES_PAYMENT': {
        if (!applicable?.applicable)
          throw refuse(403, 'PYT300', 'Athlete payment is for athletes only');
        const credit = await athleteCreditOf(db, shopper.consumerId);
        const remaining = credit?.remaining ?? 0;
        if (remaining <= 0) throw refuse(403, 'PYT300', 'No athlete credit remaining');
        instrument.c_cap = roundMoney(Math.min(remaining, body.amount ?? remaining));
        instrument.remaining = remaining;
        instrument.payable = roundMoney(Math.min(remaining, leftAfterPartials(fresh)));
        break;
      }
      case 'BNPL': {
        if (!applicable?.applicable)
          throw refuse(403, 'PYT300', applicable?.reason ?? 'Pay later is not available');
        const sessionId = body.additionalDetails?.sessionId;
        if (
          !sessionId ||
          !sessions.some((s) => s.sessionId === sessionId && s.paymentMethodId === 'BNPL')
        )
          throw refuse(
            400,
            'PYT400',
            'A pay-later payment session of this basket is required (GET /cart/v1/paymentSession)',
          );
        instrument.sessionId = sessionId;
        break;
      }
      case 'PAYPAL':
      case 'DW_APPLE_PAY': {
        // The wallet token (spec 3 §7); its outcome is the mock provider's (payments/wallet.ts).
        const { paymentData, sessionId } = body.additionalDetails ?? {};
        if (!paymentData) throw refuse(400, 'PYT400', 'additionalDetails.paymentData is required');
        if (sessionId && !sessions.some((s) => s.sessionId === sessionId))
          throw refuse(400, 'PYT400', `Payment session ${sessionId} is not this basket's`);
        instrument.c_requestID = randomUUID();
        if (sessionId) instrument.sessionId = sessionId;
        const outcome = walletOutcome(paymentData);
        if (outcome !== 'approved') instrument.c_secretOutcome = outcome;
        break;
      }
    }
    if (isRemainderMethod(method)) {
      basket.payment_instruments = basket.payment_instruments.filter(
        (p) => !isRemainderMethod(p.payment_method_id as PaymentMethodId),
      );
    }
    basket.payment_instruments.push(instrument);
  });
}

/**
 * DELETE …/paymentInstruments (body or query `payment_instrument_id`).
 * @throws ApiHttpError 404 PYT404 unknown instrument.
 */
export async function deletePaymentInstrument(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  instrumentId: string,
  now: Date,
): Promise<Basket> {
  return mutateCheckout(db, basketId, shopper, now, (basket) => {
    const before = basket.payment_instruments.length;
    basket.payment_instruments = basket.payment_instruments.filter(
      (p) => p.payment_instrument_id !== instrumentId,
    );
    if (basket.payment_instruments.length === before)
      throw refuse(404, 'PYT404', `Payment instrument ${instrumentId} not found`);
  });
}
