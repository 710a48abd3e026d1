import { basketPaths, checkoutPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { giftCards } from '../src/db/orderSchema';
import { errorIdOf, getAs, guestToken, post } from './authHelpers';
import { basketOf } from './basketHelpers';
import {
  addInstrument,
  findVariant,
  guestWithBasket,
  startCheckoutServer,
} from './checkoutHelpers';
import { testNow } from './helpers';

/**
 * Gift card credentials (spec 1 §3 "Gift card", §7 gift card balance, §8 GFC codes): number
 * and PIN are both required, failures lock the card and the shopper, the balance call needs a
 * shopper token and is rate limited.
 */

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;
let clock = testNow.getTime();
let nextCard = 0;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer('memory://', { now: () => new Date(clock) }));
  variant = await findVariant(handle, { online: 50 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** A new active USD card with 50.00 and PIN `1234`, used by one test only. */
async function freshCard(): Promise<string> {
  nextCard += 1;
  const cardNumber = `60008${String(nextCard).padStart(11, '0')}`;
  await handle.db
    .insert(giftCards)
    .values({ cardNumber, pin: '1234', currency: 'USD', balanceMinor: 5000, status: 'active' });
  return cardNumber;
}

const balance = (body: object, token?: string) =>
  post(app, checkoutPaths.giftCardBalance, body, token);
const newShopper = async () => (await guestToken(app)).accessToken;
const giftCardPayment = (card_number: string, pin?: string) => ({
  payment_method_id: 'GIFT_CARD',
  gift_card: { card_number, ...(pin === undefined ? {} : { pin }) },
});
const failure = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...(response.json() as { errorDetails: { errorId: string; message: string }[] }).errorDetails[0],
});

describe('gift card credentials (spec 1 §7 gift card balance, §8 GFC)', () => {
  it('a gift card payment without its PIN is refused with GFC400 and nothing is stored', async () => {
    const card = await freshCard();
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const response = await addInstrument(app, token, basketId, giftCardPayment(card));
    expect(response.statusCode).toBe(400);
    expect(errorIdOf(response)).toBe('GFC400');
    const empty = await addInstrument(app, token, basketId, giftCardPayment(card, ''));
    expect(errorIdOf(empty)).toBe('GFC400');
    const stored = basketOf(await getAs(app, basketPaths.basket(basketId), token));
    expect(stored.payment_instruments ?? []).toEqual([]);
  });

  it('the balance call without a shopper token is refused with AUT401', async () => {
    const card = await freshCard();
    const response = await balance({ cardNumber: card, pin: '1234' });
    expect(response.statusCode).toBe(401);
    expect(errorIdOf(response)).toBe('AUT401');
  });

  it('the balance call without a PIN is refused with GFC400', async () => {
    const card = await freshCard();
    const token = await newShopper();
    for (const body of [{ cardNumber: card }, { cardNumber: card, pin: '' }]) {
      const response = await balance(body, token);
      expect(response.statusCode).toBe(400);
      expect(errorIdOf(response)).toBe('GFC400');
    }
    expect((await balance({ cardNumber: card, pin: '1234' }, token)).json()).toMatchObject({
      balance: 50,
      currency: 'USD',
    });
  });

  it('an unknown card and a wrong PIN get the same answer (balance and payment)', async () => {
    const card = await freshCard();
    const unknown = await balance(
      { cardNumber: '6000999999999998', pin: '1234' },
      await newShopper(),
    );
    const wrongPin = await balance({ cardNumber: card, pin: '9999' }, await newShopper());
    expect(failure(unknown)).toEqual(failure(wrongPin));
    expect(unknown.statusCode).toBe(400);

    const a = await guestWithBasket(app, [{ productId: variant }]);
    const b = await guestWithBasket(app, [{ productId: variant }]);
    const unknownPay = await addInstrument(
      app,
      a.token,
      a.basketId,
      giftCardPayment('6000999999999997', '1234'),
    );
    const wrongPay = await addInstrument(app, b.token, b.basketId, giftCardPayment(card, '9999'));
    expect(failure(unknownPay)).toEqual(failure(wrongPay));
    expect(failure(unknownPay)).toEqual(failure(unknown));
  });

  it('five wrong PINs lock the card (right PIN refused GFC812) and the lock ends after 15 minutes', async () => {
    const card = await freshCard();
    // Five different shoppers, so only the card's own count locks it; the payment counts too.
    for (let i = 0; i < 3; i += 1)
      expect(
        errorIdOf(await balance({ cardNumber: card, pin: `000${i}` }, await newShopper())),
      ).not.toBe('GFC812');
    for (let i = 0; i < 2; i += 1) {
      const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
      await addInstrument(app, token, basketId, giftCardPayment(card, `111${i}`));
    }
    const locked = await balance({ cardNumber: card, pin: '1234' }, await newShopper());
    expect(locked.statusCode).toBe(429);
    expect(errorIdOf(locked)).toBe('GFC812');
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    expect(
      errorIdOf(await addInstrument(app, token, basketId, giftCardPayment(card, '1234'))),
    ).toBe('GFC812');

    clock += 14 * 60_000;
    expect(errorIdOf(await balance({ cardNumber: card, pin: '1234' }, await newShopper()))).toBe(
      'GFC812',
    );
    clock += 60_000 + 1;
    const open = await balance({ cardNumber: card, pin: '1234' }, await newShopper());
    expect(open.statusCode).toBe(200);
    const paid = await addInstrument(app, token, basketId, giftCardPayment(card, '1234'));
    expect(paid.statusCode).toBe(200);
  });

  it('a shopper trying five different cards is locked for any card, others are not', async () => {
    const cards = await Promise.all([1, 2, 3, 4, 5, 6].map(() => freshCard()));
    const token = await newShopper();
    for (const card of cards.slice(0, 5)) await balance({ cardNumber: card, pin: '0000' }, token);
    const mine = cards[5] as string;
    const locked = await balance({ cardNumber: mine, pin: '1234' }, token);
    expect(locked.statusCode).toBe(429);
    expect(errorIdOf(locked)).toBe('GFC812');
    // Another shopper still uses each of those cards (no card reached five failures).
    expect((await balance({ cardNumber: mine, pin: '1234' }, await newShopper())).statusCode).toBe(
      200,
    );
    expect(
      (await balance({ cardNumber: cards[0] as string, pin: '1234' }, await newShopper()))
        .statusCode,
    ).toBe(200);
    clock += 15 * 60_000 + 1;
    expect((await balance({ cardNumber: mine, pin: '1234' }, token)).statusCode).toBe(200);
  });

  it('the balance call is rate limited per shopper (20 a minute)', async () => {
    const card = await freshCard();
    const token = await newShopper();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await balance({ cardNumber: card, pin: '1234' }, token)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await balance({ cardNumber: card, pin: '1234' }, await newShopper())).statusCode).toBe(
      200,
    );
  });
});
