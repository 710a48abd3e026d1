import { basketPaths, basketSchema, checkoutPaths, orderSchema } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions } from '../src/db/basketSchema';
import type { DatabaseHandle } from '../src/db/client';
import { orders } from '../src/db/orderSchema';
import { agentToken, captchaToken, errorIdOf, getAs, post } from './authHelpers';
import {
  findVariant,
  guestWithBasket,
  onlineStock,
  place,
  readyToPlace,
  setOnlineStock,
  setShipToStore,
  setStoreStock,
  startCheckoutServer,
  type TestBasket,
  usAddress,
  visa,
} from './checkoutHelpers';
import { contractHeaders } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
const used: string[] = [];

/** A fresh in-stock variant (one per test, so stock changes do not leak between tests). */
async function freshVariant(storeUnits = 2) {
  const id = await findVariant(handle, { online: 5, storeUnits, skip: used });
  used.push(id);
  return id;
}

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

interface OrderAnswer {
  orderNumber: string;
  st: string;
  channel: string;
  flash: { code: string }[];
  items: { productId: string; qty: number }[];
  shipments: { shipmentId: string }[];
  paymentMethod: { code: string; additionalData?: Record<string, unknown> };
  totals: { total: number; remainingToPay: number };
  promoSummary: { promotionId: string }[];
  couponCodes: string[];
  inStoreSalesInfo?: { storeId: string; storeName: string };
}

describe('prepareOrder then place (spec 1 §4, §7)', () => {
  it('places an order: number, fields, channel MAPP, in-store info, stock taken, basket ordered, next cart is new', async () => {
    const variant = await freshVariant();
    const before = await onlineStock(handle, variant);
    // An in-store associate (agent login): only its session may send inStoreSalesInfo.
    const associate = await agentToken(app);
    const { token, basketId } = await guestWithBasket(
      app,
      [{ productId: variant, qty: 2 }],
      associate.accessToken,
    );
    const prepared = await readyToPlace(app, token, basketId);
    expect(basketSchema.safeParse(prepared).error).toBeUndefined();
    const response = await app.inject({
      method: 'PUT',
      url: `${checkoutPaths.placeOrder}?locale=en-US`,
      headers: { ...contractHeaders, 'x-channel': 'MAPP', authorization: `Bearer ${token}` },
      payload: {
        cartId: basketId,
        inStoreSalesInfo: { storeId: '0101', storeEmployeeId: 'E0101-2' },
        recaptcha_response: await captchaToken(app, 'placeOrder'),
      },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json() as OrderAnswer;
    expect(orderSchema.safeParse(order).error).toBeUndefined();
    expect(order.orderNumber).toMatch(/^ALP\d{8}$/);
    expect(order).toMatchObject({
      st: 'created',
      channel: 'MAPP',
      flash: [],
      paymentMethod: { code: 'CREDIT_CARD' },
    });
    expect(order.items[0]).toMatchObject({ productId: variant, qty: 2 });
    expect(order.shipments[0]?.shipmentId).toBe('me');
    expect(order.totals.total).toBeGreaterThan(0);
    expect(Array.isArray(order.promoSummary)).toBe(true);
    expect(order.inStoreSalesInfo).toMatchObject({
      storeId: '0101',
      storeName: expect.any(String),
    });
    expect(await onlineStock(handle, variant)).toBe(before - 2);
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    expect(row).toMatchObject({ channel: 'MAPP', status: 'created', basketId });

    expect(errorIdOf(await getAs(app, basketPaths.basket(basketId), token))).toBe('BSK404');
    const next = await post(app, basketPaths.cart, {}, token);
    expect(next.statusCode).toBe(201);
    expect((next.json() as TestBasket).basketId).not.toBe(basketId);
  });

  it('ORD400 when placing without prepareOrder', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: await freshVariant() }]);
    expect(errorIdOf(await place(app, token, basketId))).toBe('ORD400');
  });

  it('placing twice, also at once, yields ONE order and takes the stock once', async () => {
    const variant = await freshVariant();
    const before = await onlineStock(handle, variant);
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await readyToPlace(app, token, basketId);
    const answers = await Promise.all([1, 2, 3, 4].map(() => place(app, token, basketId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = new Set(answers.map((a) => (a.json() as OrderAnswer).orderNumber));
    expect(numbers.size).toBe(1);
    const again = await place(app, token, basketId);
    expect((again.json() as OrderAnswer).orderNumber).toBe([...numbers][0]);
    expect(await handle.db.select().from(orders).where(eq(orders.basketId, basketId))).toHaveLength(
      1,
    );
    expect(await onlineStock(handle, variant)).toBe(before - 1);
  });

  it('redeems the applied coupons on placement', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: await freshVariant() }]);
    const coupon = await post(
      app,
      basketPaths.coupon,
      { cartId: basketId, code: 'SAVE10' },
      token,
      'PUT',
    );
    expect(coupon.statusCode).toBe(200);
    await readyToPlace(app, token, basketId);
    const order = (await place(app, token, basketId)).json() as OrderAnswer;
    expect(order.couponCodes).toEqual(['SAVE10']);
    expect(order.promoSummary.length).toBeGreaterThan(0);
    const rows = await handle.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.basketId, basketId));
    expect(rows.map((r) => r.code)).toEqual(['SAVE10']);
  });

  it('TAX310 when the totals changed since prepareOrder; the next placement goes through', async () => {
    const { token, basketId, basket } = await guestWithBasket(app, [
      { productId: await freshVariant() },
    ]);
    await readyToPlace(app, token, basketId);
    const itemId = basket.items[0]?.id;
    const update = await post(
      app,
      basketPaths.basketItem(basketId),
      { itemId, qty: 2 },
      token,
      'PUT',
    );
    expect(update.statusCode).toBe(200);
    const first = await place(app, token, basketId);
    expect(first.statusCode).toBe(409);
    expect(errorIdOf(first)).toBe('TAX310');
    const second = await place(app, token, basketId);
    expect(second.statusCode).toBe(200);
  });
});

describe('availability at placement (spec 1 §8)', () => {
  it('INV408 with the basket flash when an item sold out; INV701 when every item did', async () => {
    const a = await freshVariant();
    const b = await freshVariant();
    const { token, basketId } = await guestWithBasket(app, [{ productId: a }, { productId: b }]);
    await readyToPlace(app, token, basketId);
    await setOnlineStock(handle, a, 0);
    await setStoreStock(handle, '0101', a, 0);
    const partly = await place(app, token, basketId);
    expect(partly.statusCode).toBe(409);
    expect(errorIdOf(partly)).toBe('INV408');
    const cart = (await getAs(app, basketPaths.basket(basketId), token)).json() as TestBasket;
    expect(cart.flash.map((f) => f.code)).toContain('INV700');
    await setOnlineStock(handle, b, 0);
    await setStoreStock(handle, '0101', b, 0);
    expect(errorIdOf(await place(app, token, basketId))).toBe('INV701');
  });
});

describe('stage switches ORD516-518 (spec 1 §4)', () => {
  it('ORD516 ship → pickup when the warehouse ran out but the favourite store has it', async () => {
    const variant = await freshVariant(3);
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await getAs(app, `${basketPaths.basket(basketId)}?favStoreId=0101`, token);
    await post(app, checkoutPaths.shippingAddress(basketId), usAddress, token);
    await setOnlineStock(handle, variant, 0);
    const response = await post(app, checkoutPaths.prepareOrder, { basketId }, token);
    expect(response.statusCode).toBe(409);
    expect(errorIdOf(response)).toBe('ORD516');
  });

  it('ORD518 pickup → ship to store, ORD517 pickup → ship when the store takes no ship-to-store', async () => {
    const variant = await freshVariant(3);
    const { token, basketId } = await guestWithBasket(app, [
      { productId: variant, storeId: '0101' },
    ]);
    await setStoreStock(handle, '0101', variant, 0);
    expect(errorIdOf(await post(app, checkoutPaths.prepareOrder, { basketId }, token))).toBe(
      'ORD518',
    );
    await setShipToStore(handle, '0101', false);
    try {
      expect(errorIdOf(await post(app, checkoutPaths.prepareOrder, { basketId }, token))).toBe(
        'ORD517',
      );
    } finally {
      await setShipToStore(handle, '0101', true);
    }
  });

  it('a pickup order takes the store stock, not the warehouse stock', async () => {
    const variant = await freshVariant(3);
    const online = await onlineStock(handle, variant);
    const { token, basketId } = await guestWithBasket(app, [
      { productId: variant, storeId: '0101' },
    ]);
    await readyToPlace(app, token, basketId, visa, { shipping: false });
    const order = (await place(app, token, basketId)).json() as OrderAnswer;
    expect(order.shipments.map((s) => s.shipmentId)).toContain('pickup-0101');
    expect(await onlineStock(handle, variant)).toBe(online);
  });

  it('a collection point (pudo) order takes the warehouse stock: points hold none', async () => {
    const variant = await freshVariant(3);
    const online = await onlineStock(handle, variant);
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant, qty: 2 }]);
    const pudo = await post(
      app,
      checkoutPaths.shippingMethod,
      { cartId: basketId, code: 'pudo', shippingId: 'me', storeId: 'CP-US-001' },
      token,
    );
    expect(pudo.statusCode).toBe(200);
    await readyToPlace(app, token, basketId);
    const order = (await place(app, token, basketId)).json() as OrderAnswer;
    expect(order.shipments.map((s) => s.shipmentId)).toEqual(['me', 'pudo-CP-US-001']);
    expect(await onlineStock(handle, variant)).toBe(online - 2);
  });

  it('pudo needs the units in the warehouse: SHP404 without them, INV701 when they ran out after', async () => {
    const variant = await freshVariant(3);
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const toPoint = () =>
      post(
        app,
        checkoutPaths.shippingMethod,
        { cartId: basketId, code: 'pudo', shippingId: 'me', storeId: 'CP-US-001' },
        token,
      );
    await setOnlineStock(handle, variant, 0);
    expect(errorIdOf(await toPoint())).toBe('SHP404');
    await setOnlineStock(handle, variant, 5);
    expect((await toPoint()).statusCode).toBe(200);
    await readyToPlace(app, token, basketId);
    await setOnlineStock(handle, variant, 0);
    const response = await post(app, checkoutPaths.prepareOrder, { basketId }, token);
    expect(response.statusCode).toBe(409);
    expect(errorIdOf(response)).toBe('INV701');
  });
});
