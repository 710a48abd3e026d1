import { cardAlreadyExistsCode, consumerPaths, purchasePaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { readMail } from '../src/mail/outbox';
import {
  captchaToken,
  errorIdOf,
  getAs,
  guestToken,
  post,
  registeredToken,
  testConsumers,
} from './authHelpers';
import {
  findVariant,
  guestWithBasket,
  place,
  readyToPlace,
  startCheckoutServer,
} from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;
let registered = '';
let athlete = '';

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 20 });
  registered = (
    await registeredToken(app, testConsumers.registered.username, testConsumers.registered.password)
  ).accessToken;
  athlete = (
    await registeredToken(app, testConsumers.athlete.username, testConsumers.athlete.password)
  ).accessToken;
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const giftCard = (number: string, pin?: string) => ({
  paymentMethodId: 'GIFT_CARD',
  card: { number, holderName: 'Birthday card', cardType: 'GIFT_CARD', ...(pin ? { pin } : {}) },
});

describe('saved gift cards (spec 2 §3, §7 "Handling of answers")', () => {
  let saved = '';

  it('saves a gift card checked with its PIN, masked, with its balance and no expiry', async () => {
    const response = await post(
      app,
      consumerPaths.paymentInstruments,
      giftCard('6000 1000 0000 0050', '1234'),
      athlete,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      paymentMethodId: 'GIFT_CARD',
      card: { maskedNumber: '************0050', lastFour: '0050', holderName: 'Birthday card' },
      balance: { amount: 50, currency: 'USD' },
    });
    expect(body.card).not.toHaveProperty('expirationMonth');
    expect(JSON.stringify(body)).not.toMatch(/6000100000000050|1234|giftCardNumber/);
    saved = body.paymentInstrumentId;
  });

  it('lists gift cards with their balances, apart from the credit cards', async () => {
    const gifts = await getAs(
      app,
      `${consumerPaths.paymentInstruments}?paymentMethodId=GIFT_CARD`,
      athlete,
    );
    expect(gifts.json().paymentInstruments).toEqual([
      expect.objectContaining({
        paymentInstrumentId: saved,
        balance: { amount: 50, currency: 'USD' },
      }),
    ]);
    const cards = await getAs(
      app,
      `${consumerPaths.paymentInstruments}?paymentMethodId=CREDIT_CARD`,
      athlete,
    );
    expect(cards.json().paymentInstruments).toEqual([]);
  });

  it(`the same gift card again → 409 ${cardAlreadyExistsCode} (gift card already exists)`, async () => {
    const again = await post(
      app,
      consumerPaths.paymentInstruments,
      giftCard('6000100000000050', '1234'),
      athlete,
    );
    expect(again.statusCode).toBe(409);
    expect(errorIdOf(again)).toBe(cardAlreadyExistsCode);
  });

  it('GFC400 without a PIN, GFC410 for a wrong PIN or an unknown number (nothing saved)', async () => {
    const noPin = await post(
      app,
      consumerPaths.paymentInstruments,
      giftCard('6000100000000500'),
      athlete,
    );
    expect(noPin.statusCode).toBe(400);
    expect(errorIdOf(noPin)).toBe('GFC400');
    const wrongPin = await post(
      app,
      consumerPaths.paymentInstruments,
      giftCard('6000100000000500', '9999'),
      athlete,
    );
    expect(errorIdOf(wrongPin)).toBe('GFC410');
    const unknown = await post(
      app,
      consumerPaths.paymentInstruments,
      giftCard('6000100000009999', '1234'),
      athlete,
    );
    expect(errorIdOf(unknown)).toBe('GFC410');
    const list = await getAs(
      app,
      `${consumerPaths.paymentInstruments}?paymentMethodId=GIFT_CARD`,
      athlete,
    );
    expect(list.json().paymentInstruments).toHaveLength(1);
  });

  it('a credit card still needs its expiry (FE309)', async () => {
    const response = await post(
      app,
      consumerPaths.paymentInstruments,
      {
        paymentMethodId: 'CREDIT_CARD',
        recaptcha_response: await captchaToken(app, 'saveCard'),
        card: { number: '4012888888881881', holderName: 'Ada', cardType: 'VISA' },
      },
      athlete,
    );
    expect(errorIdOf(response)).toBe('FE309');
  });

  it('renames a saved gift card; expiry fields are ignored; the balance stays', async () => {
    const patched = await post(
      app,
      consumerPaths.paymentInstrument(saved),
      { holderName: 'For boots', expirationMonth: 1, expirationYear: 2030 },
      athlete,
      'PATCH',
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      card: { holderName: 'For boots' },
      balance: { amount: 50, currency: 'USD' },
    });
    expect(patched.json().card).not.toHaveProperty('expirationMonth');
  });

  it('deletes a saved gift card; another consumer cannot (PYT404)', async () => {
    const foreign = await post(
      app,
      consumerPaths.paymentInstrument(saved),
      undefined,
      registered,
      'DELETE',
    );
    expect(errorIdOf(foreign)).toBe('PYT404');
    const removed = await post(
      app,
      consumerPaths.paymentInstrument(saved),
      undefined,
      athlete,
      'DELETE',
    );
    expect(removed.statusCode).toBe(200);
  });
});

/** Places an order for a session token; returns its number. */
async function placedOrder(token: string, lines: object[]) {
  const { basketId } = await guestWithBasket(app, lines as never, token);
  await readyToPlace(app, token, basketId);
  const response = await place(app, token, basketId);
  expect(response.statusCode).toBe(200);
  return (response.json() as { orderNumber: string }).orderNumber;
}

const eGiftCard = {
  productId: 'ALPGC0001-50',
  giftOption: { email: 'Friend@Example.com', to: 'Friend', message: 'Happy trails' },
};

describe('resend an e-gift card e-mail (spec 2 §7)', () => {
  let withCard = '';
  let withoutCard = '';

  beforeAll(async () => {
    withCard = await placedOrder(registered, [{ productId: variant }, eGiftCard]);
    withoutCard = await placedOrder(registered, [{ productId: variant }]);
  });

  it("the owner's order with an e-gift card: mailed again to its recipient", async () => {
    const before = (await readMail(handle.db, 'friend@example.com')).length;
    const response = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: withCard },
      registered,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'RECEIVED' });
    const mail = await readMail(handle.db, 'friend@example.com');
    expect(mail).toHaveLength(before + 1);
    expect(mail[0]).toMatchObject({ kind: 'e-gift-card', subject: 'Your e-gift card for Friend' });
    expect(mail[0]?.text).toContain(withCard);
  });

  it('to another recipient when given', async () => {
    const response = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: withCard, recipientEmail: 'other@example.com' },
      registered,
    );
    expect(response.statusCode).toBe(200);
    expect(await readMail(handle.db, 'other@example.com')).toHaveLength(1);
  });

  it('404 ORD404 for an order without an e-gift card', async () => {
    const response = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: withoutCard },
      registered,
    );
    expect(response.statusCode).toBe(404);
    expect(errorIdOf(response)).toBe('ORD404');
    expect(response.json()).toMatchObject({
      correlationId: expect.any(String),
      errorDetails: [{ errorId: 'ORD404', message: expect.any(String) }],
    });
  });

  it("404 OHS4004 for another consumer's order and for an unknown one, nothing mailed", async () => {
    const before = (await readMail(handle.db, 'friend@example.com')).length;
    const foreign = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: withCard },
      athlete,
    );
    expect(foreign.statusCode).toBe(404);
    expect(errorIdOf(foreign)).toBe('OHS4004');
    const unknown = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: 'ALP99999999' },
      registered,
    );
    expect(errorIdOf(unknown)).toBe('OHS4004');
    expect(await readMail(handle.db, 'friend@example.com')).toHaveLength(before);
  });

  it('409 ORD409 once the order is cancelled; a guest is refused (AUT432)', async () => {
    const cancelled = await placedOrder(registered, [eGiftCard]);
    const cancel = await post(
      app,
      purchasePaths.cancelOrder,
      { orderNumber: cancelled },
      registered,
    );
    expect(cancel.statusCode).toBe(200);
    const response = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: cancelled },
      registered,
    );
    expect(response.statusCode).toBe(409);
    expect(errorIdOf(response)).toBe('ORD409');
    const guest = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: withCard },
      (await guestToken(app)).accessToken,
    );
    expect(errorIdOf(guest)).toBe('AUT432');
  });
});
