import { checkoutPaths, consumerPaths, purchasePaths } from '@storefront/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { catalogVariantPrices } from '../src/db/schema';
import { simulatedErrors } from '../src/plugins/simulate';
import { errorIdOf, guestToken, post, registeredToken, testConsumers } from './authHelpers';
import { findVariant, guestWithBasket, place, readyToPlace } from './checkoutHelpers';
import { startFullServer } from './fullHelpers';
import { contractHeaders } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startFullServer());
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, extra = {}) =>
  app.inject({ method, url: `${url}?locale=en-US`, headers: { ...contractHeaders, ...extra } });

describe('contract codes', () => {
  it('API405 for a method a known path does not serve', async () => {
    const response = await inject('PATCH', '/cart/v1/coupon');
    expect(response.statusCode).toBe(405);
    expect(errorIdOf(response)).toBe('API405');
  });

  it('API406 when the Accept header admits no JSON; JSON and */* are fine', async () => {
    const html = await inject('GET', '/fapi/server/time', { accept: 'text/html' });
    expect(html.statusCode).toBe(406);
    expect(errorIdOf(html)).toBe('API406');
    for (const accept of ['application/json', '*/*', 'text/html, application/*;q=0.8']) {
      expect((await inject('GET', '/fapi/server/time', { accept })).statusCode).toBe(200);
    }
  });

  it('API415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/cart/v1/cart?locale=en-US',
      headers: { ...contractHeaders, 'content-type': 'application/xml' },
      payload: '<basket/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorIdOf(response)).toBe('API415');
  });
});

/** A call where each simulated code arises. */
const simulatedOn: Record<string, ['GET' | 'POST' | 'PUT', string]> = {
  GEN500: ['GET', '/fapi/server/time'],
  AUT418: ['POST', '/consumers-v3/auth/signin'],
  AUT437: ['POST', '/consumers-v3/auth/signin'],
  AUT438: ['POST', '/token/v2/auth/token'],
  AUT441: ['POST', '/consumers-v3/auth/signin'],
  AUT500: ['POST', '/consumers-v3/consumer/agent/login'],
  AUT444: ['POST', '/consumers-v3/auth/signup'],
  PRO404: ['GET', '/consumers-v3/consumer'],
  PRO412: ['PUT', '/consumers-v3/consumer'],
  PRO414: ['PUT', '/consumers-v3/consumer'],
  PRO415: ['POST', '/consumers-v3/consumer'],
  PRO418: ['PUT', '/consumers-v3/consumer'],
  ORD415: ['POST', '/cart/v1/cart/prepareOrder'],
  TAX309: ['PUT', '/cart/v2/checkout/order'],
  ATTR100: ['POST', '/cart/v1/item'],
  ATTR200: ['POST', '/cart/v1/cartWithItem'],
  ATTR300: ['POST', '/cart/v1/item'],
};

describe('simulated backend failures (x-mock-error)', () => {
  it('every simulated code has a call in this test', () => {
    expect(Object.keys(simulatedErrors).sort()).toEqual(Object.keys(simulatedOn).sort());
  });

  it.each(Object.entries(simulatedOn))('%s on %s', async (code, [method, url]) => {
    const response = await inject(method, url, { 'x-mock-error': code });
    expect(errorIdOf(response)).toBe(code);
    expect(response.statusCode).toBe(simulatedErrors[code]?.status);
  });

  it('API400 for a code on a call where it does not arise, or a code with a data trigger', async () => {
    const wrongCall = await inject('GET', '/fapi/server/time', { 'x-mock-error': 'TAX309' });
    expect(wrongCall.statusCode).toBe(400);
    expect(errorIdOf(wrongCall)).toBe('API400');
    const notSimulated = await inject('GET', '/fapi/server/time', { 'x-mock-error': 'BSK404' });
    expect(errorIdOf(notSimulated)).toBe('API400');
  });
});

describe('data triggers', () => {
  it('INV406 for a variant priced 0', async () => {
    const variant = await findVariant(handle, { online: 5 });
    const where = eq(catalogVariantPrices.variantId, variant);
    const before = await handle.db.select().from(catalogVariantPrices).where(where);
    await handle.db.update(catalogVariantPrices).set({ currentMinor: 0 }).where(where);
    await expect(guestWithBasket(app, [{ productId: variant }])).rejects.toThrow(/INV406/);
    for (const row of before) {
      await handle.db
        .update(catalogVariantPrices)
        .set({ currentMinor: row.currentMinor })
        .where(
          and(
            eq(catalogVariantPrices.variantId, row.variantId),
            eq(catalogVariantPrices.currency, row.currency),
          ),
        );
    }
    // Priced again: the catalogue cache sees the change (the add goes through).
    await expect(guestWithBasket(app, [{ productId: variant }])).resolves.toBeTruthy();
  });

  it('GFC755/760/799/800/812 and GFS800 from the test gift cards', async () => {
    const cards: [string, string, number][] = [
      ['6000100000000755', 'GFC755', 400],
      ['6000100000000760', 'GFC760', 400],
      ['6000100000000799', 'GFC799', 400],
      ['6000100000000800', 'GFC800', 400],
      ['6000100000000812', 'GFC812', 400],
      ['6000900000000800', 'GFS800', 502],
    ];
    const shopper = (await guestToken(app)).accessToken;
    for (const [cardNumber, code, status] of cards) {
      const body = { cardNumber, pin: '1234' };
      const response = await post(app, checkoutPaths.giftCardBalance, body, shopper);
      expect([errorIdOf(response), response.statusCode]).toEqual([code, status]);
    }
    const variant = await findVariant(handle, { online: 5 });
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const instrument = await post(
      app,
      checkoutPaths.paymentInstruments(basketId),
      {
        payment_method_id: 'GIFT_CARD',
        gift_card: { card_number: '6000100000000755', pin: '1234' },
      },
      token,
    );
    expect(errorIdOf(instrument)).toBe('GFC755');
  });

  it('ORD430 for a return label naming an item that is not in the order', async () => {
    const { registered } = testConsumers;
    const { accessToken } = await registeredToken(app, registered.username, registered.password);
    const variant = await findVariant(handle, { online: 20 });
    const { basketId } = await guestWithBasket(app, [{ productId: variant }], accessToken);
    await readyToPlace(app, accessToken, basketId);
    const placed = await place(app, accessToken, basketId);
    const { orderNumber } = placed.json() as { orderNumber: string };
    const label = await post(
      app,
      purchasePaths.returnLabel(orderNumber),
      { itemIds: ['nope'] },
      accessToken,
    );
    expect([label.statusCode, errorIdOf(label)]).toEqual([404, 'ORD430']);
    const good = await post(app, purchasePaths.returnLabel(orderNumber), {}, accessToken);
    expect(good.statusCode).toBe(200);
  });

  it("AUT442 for a profile phone that is another account's", async () => {
    const { loyalty } = testConsumers;
    const { accessToken } = await registeredToken(app, loyalty.username, loyalty.password);
    const taken = await post(
      app,
      consumerPaths.consumer,
      { consumerProfile: { consumerDetails: { phone: '(303) 555-0101' } } },
      accessToken,
      'PUT',
    );
    expect([taken.statusCode, errorIdOf(taken)]).toEqual([409, 'AUT442']);
    const free = await post(
      app,
      consumerPaths.consumer,
      { consumerProfile: { consumerDetails: { phone: '(720) 555-0199' } } },
      accessToken,
      'PUT',
    );
    expect(free.statusCode).toBe(200);
  });

  it('REV410 for a question over 500 characters', async () => {
    const response = await post(app, '/products/v1/products/ALP1001M/reviews/questions', {
      text: 'x'.repeat(501),
      nickname: 'Ann',
    });
    expect(errorIdOf(response)).toBe('REV410');
  });
});
