import { randomUUID } from 'node:crypto';
import { basketPaths, checkoutPaths } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { orders } from '../src/db/orderSchema';
import {
  agentToken,
  errorIdOf,
  guestToken,
  post,
  registeredToken,
  testConsumers,
} from './authHelpers';
import { applyCoupon, basketOf, call, createBasket } from './basketHelpers';
import {
  findVariant,
  guestWithBasket,
  place,
  readyToPlace,
  startCheckoutServer,
  visa,
} from './checkoutHelpers';
import { contractHeaders } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 50 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const adjust = (token: string, basketId: string, body: object) =>
  call(app, 'POST', basketPaths.priceAdjustments(basketId), { body, token });

const threeDSCard = { ...visa, number: '4000000000003220' };

describe('price adjustments are for an in-store associate (spec 1 §7, spec 2 §8)', () => {
  it('a guest, a registered shopper and an employee without agent login get 403 AUT432; nothing stored', async () => {
    const guest = await guestWithBasket(app, [{ productId: variant }]);
    const employee = await registeredToken(
      app,
      testConsumers.employee.username,
      testConsumers.employee.password,
    );
    const registered = await registeredToken(
      app,
      testConsumers.registered.username,
      testConsumers.registered.password,
    );
    for (const token of [guest.token, employee.accessToken, registered.accessToken]) {
      const { basketId } = await guestWithBasket(app, [{ productId: variant }], token);
      const created = await adjust(token, basketId, { type: 'percentage', value: 100 });
      expect(created.statusCode).toBe(403);
      expect(errorIdOf(created)).toBe('AUT432');
      const id = randomUUID();
      const patched = await call(app, 'PATCH', basketPaths.priceAdjustment(basketId, id), {
        body: { value: 100 },
        token,
      });
      expect([patched.statusCode, errorIdOf(patched)]).toEqual([403, 'AUT432']);
      const deleted = await call(app, 'DELETE', basketPaths.priceAdjustment(basketId, id), {
        token,
      });
      expect([deleted.statusCode, errorIdOf(deleted)]).toEqual([403, 'AUT432']);
      const basket = basketOf(await call(app, 'GET', basketPaths.basket(basketId), { token }));
      expect(basket.priceAdjustments).toEqual([]);
      expect(basket.totals.totalDiscount).toBe(0);
    }
  });

  it('an associate adjusts within the maximum (30%): over it 400 PRC400; the order carries the employee and store', async () => {
    const agent = await agentToken(app);
    const { basketId, basket } = await guestWithBasket(
      app,
      [{ productId: variant, qty: 2 }],
      agent.accessToken,
    );
    const item = basket.items[0];
    const full = await call(app, 'GET', basketPaths.basket(basketId), {
      token: agent.accessToken,
    });
    const rowTotal = basketOf(full).items[0]?.price.rowTotal ?? 0;
    for (const body of [
      { type: 'percentage', value: 100 },
      { type: 'percentage', value: 31 },
      { itemId: item?.id, type: 'amount', value: Math.ceil(rowTotal * 0.31 * 100) / 100 },
      { type: 'amount', value: Math.ceil(rowTotal * 0.31 * 100) / 100 },
    ]) {
      const refused = await adjust(agent.accessToken, basketId, body);
      expect([refused.statusCode, errorIdOf(refused)]).toEqual([400, 'PRC400']);
    }
    const created = await adjust(agent.accessToken, basketId, {
      itemId: item?.id,
      type: 'percentage',
      value: 10,
      reason: 'damaged box',
    });
    expect(created.statusCode).toBe(201);
    const adj = (created.json() as { priceAdjustments: Record<string, unknown>[] })
      .priceAdjustments[0];
    expect(adj).toMatchObject({ storeEmployeeId: 'E0101-2', storeId: '0101' });
    const id = String(adj?.adjustmentId);
    const tooMuch = await call(app, 'PATCH', basketPaths.priceAdjustment(basketId, id), {
      body: { value: 50 },
      token: agent.accessToken,
    });
    expect([tooMuch.statusCode, errorIdOf(tooMuch)]).toEqual([400, 'PRC400']);
    const patched = await call(app, 'PATCH', basketPaths.priceAdjustment(basketId, id), {
      body: { value: 20 },
      token: agent.accessToken,
    });
    expect(patched.statusCode).toBe(200);
    expect(basketOf(patched).priceAdjustments[0]?.value).toBe(20);

    await readyToPlace(app, agent.accessToken, basketId);
    const order = await place(app, agent.accessToken, basketId);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      priceAdjustments: [
        { adjustmentId: id, type: 'percentage', value: 20, storeEmployeeId: 'E0101-2' },
      ],
    });
  });

  it("an associate cannot adjust another consumer's basket", async () => {
    const agent = await agentToken(app);
    const guest = await guestWithBasket(app, [{ productId: variant }]);
    const response = await adjust(agent.accessToken, guest.basketId, {
      type: 'percentage',
      value: 10,
    });
    expect(response.statusCode).toBe(403);
    const basket = basketOf(
      await call(app, 'GET', basketPaths.basket(guest.basketId), { token: guest.token }),
    );
    expect(basket.priceAdjustments).toEqual([]);
  });
});

describe('inStoreSalesInfo is set by an associate session only (spec 1 §7, spec 2 §3)', () => {
  const info = { storeId: '0101', storeEmployeeId: 'E0101-1' };

  it('a guest sending inStoreSalesInfo gets 403 AUT432 and nothing is placed', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await readyToPlace(app, token, basketId);
    const refused = await place(app, token, basketId, { inStoreSalesInfo: info });
    expect([refused.statusCode, errorIdOf(refused)]).toEqual([403, 'AUT432']);
    expect(await handle.db.select().from(orders).where(eq(orders.basketId, basketId))).toEqual([]);
    const placed = await place(app, token, basketId);
    expect(placed.statusCode).toBe(200);
    expect((placed.json() as { inStoreSalesInfo?: unknown }).inStoreSalesInfo).toBeUndefined();
  });

  it('an employee signed in without agent login gets 403 AUT432', async () => {
    const employee = await registeredToken(
      app,
      testConsumers.employee.username,
      testConsumers.employee.password,
    );
    const { basketId } = await guestWithBasket(app, [{ productId: variant }], employee.accessToken);
    await readyToPlace(app, employee.accessToken, basketId);
    const refused = await place(app, employee.accessToken, basketId, {
      inStoreSalesInfo: { storeId: '0101', storeEmployeeId: 'E0101-2' },
    });
    expect([refused.statusCode, errorIdOf(refused)]).toEqual([403, 'AUT432']);
  });

  it('an associate sending another store or employee gets 403 AUT432; its own info is recorded', async () => {
    const agent = await agentToken(app);
    const { basketId } = await guestWithBasket(app, [{ productId: variant }], agent.accessToken);
    await readyToPlace(app, agent.accessToken, basketId);
    for (const other of [info, { storeId: '0102', storeEmployeeId: 'E0101-2' }]) {
      const refused = await place(app, agent.accessToken, basketId, { inStoreSalesInfo: other });
      expect([refused.statusCode, errorIdOf(refused)]).toEqual([403, 'AUT432']);
    }
    const placed = await place(app, agent.accessToken, basketId, {
      inStoreSalesInfo: { storeId: '0101', storeEmployeeId: 'E0101-2' },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      inStoreSalesInfo: { storeId: '0101', storeEmployeeId: 'E0101-2' },
    });
  });
});

describe('coupon redemption is reserved by a pending 3-D Secure order (spec 1 §4, §8)', () => {
  it('a once-per-customer coupon is refused PRM150 while the first order waits for 3-D Secure, usable again after a failed challenge', async () => {
    const guest = await guestToken(app);
    const first = await guestWithBasket(app, [{ productId: variant, qty: 2 }], guest.accessToken);
    expect((await applyCoupon(app, guest.accessToken, first.basketId, 'ONCE10')).statusCode).toBe(
      200,
    );
    await readyToPlace(app, guest.accessToken, first.basketId, threeDSCard);
    const pending = await place(app, guest.accessToken, first.basketId);
    expect(pending.json()).toMatchObject({ st: 'pendingAuthentication' });
    const { orderNumber } = pending.json() as { orderNumber: string };

    const second = await guestWithBasket(app, [{ productId: variant, qty: 2 }], guest.accessToken);
    expect(second.basketId).not.toBe(first.basketId);
    const refused = await applyCoupon(app, guest.accessToken, second.basketId, 'ONCE10');
    expect([refused.statusCode, errorIdOf(refused)]).toEqual([409, 'PRM150']);

    const failed = await post(
      app,
      checkoutPaths.order(orderNumber),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'N' } } },
      guest.accessToken,
      'PATCH',
    );
    expect(errorIdOf(failed)).toBe('PYT405');
    const applied = await applyCoupon(app, guest.accessToken, second.basketId, 'ONCE10');
    expect(applied.statusCode).toBe(200);
  });

  it('a completed 3-D Secure order keeps its redemption and names the coupon', async () => {
    const guest = await guestToken(app);
    const first = await guestWithBasket(app, [{ productId: variant, qty: 2 }], guest.accessToken);
    await applyCoupon(app, guest.accessToken, first.basketId, 'ONCE10');
    await readyToPlace(app, guest.accessToken, first.basketId, threeDSCard);
    const pending = (await place(app, guest.accessToken, first.basketId)).json() as {
      orderNumber: string;
    };
    const done = await post(
      app,
      checkoutPaths.order(pending.orderNumber),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'Y' } } },
      guest.accessToken,
      'PATCH',
    );
    expect(done.json()).toMatchObject({ st: 'created', couponCodes: ['ONCE10'] });
    const second = await guestWithBasket(app, [{ productId: variant, qty: 2 }], guest.accessToken);
    const refused = await applyCoupon(app, guest.accessToken, second.basketId, 'ONCE10');
    expect(errorIdOf(refused)).toBe('PRM150');
  });
});

describe('add to cart is idempotent per Idempotency-Key (spec 3 §4 retry)', () => {
  const add = (token: string, url: string, body: object, key?: string) =>
    app.inject({
      method: 'POST',
      url: `${url}?locale=en-US`,
      headers: {
        ...contractHeaders,
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: body as Record<string, unknown>,
    });

  it('POST /cart/v1/item twice with one key adds one unit and answers the same basket', async () => {
    const guest = await guestToken(app);
    const { basketId } = await createBasket(app, guest.accessToken);
    const key = randomUUID();
    const body = { cartId: basketId, productId: variant, qty: 1 };
    const first = await add(guest.accessToken, basketPaths.item, body, key);
    const retry = await add(guest.accessToken, basketPaths.item, body, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const basket = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: guest.accessToken }),
    );
    expect(basket.items.filter((i) => !i.bonus).map((i) => i.qty)).toEqual([1]);
    // A new action (a new key) adds again.
    const again = await add(guest.accessToken, basketPaths.item, body, randomUUID());
    expect(
      basketOf(again)
        .items.filter((i) => !i.bonus)
        .map((i) => i.qty),
    ).toEqual([2]);
  });

  it('POST /cart/v1/cartWithItem and reserveWithItem replay the stored answer for a repeated key', async () => {
    const guest = await guestToken(app);
    const key = randomUUID();
    const body = { productId: variant, qty: 1 };
    const first = await add(guest.accessToken, basketPaths.cartWithItem, body, key);
    const retry = await add(guest.accessToken, basketPaths.cartWithItem, body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(
      basketOf(retry)
        .items.filter((i) => !i.bonus)
        .map((i) => i.qty),
    ).toEqual([1]);
    const basketId = basketOf(first).basketId;
    const now = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: guest.accessToken }),
    );
    expect(now.items.filter((i) => !i.bonus).map((i) => i.qty)).toEqual([1]);

    const reserveKey = randomUUID();
    const reserve = { productId: variant, qty: 1, storeId: '0101' };
    const reserved = await add(guest.accessToken, basketPaths.reserveWithItem, reserve, reserveKey);
    const reservedAgain = await add(
      guest.accessToken,
      basketPaths.reserveWithItem,
      reserve,
      reserveKey,
    );
    expect(reservedAgain.statusCode).toBe(reserved.statusCode);
    expect(reservedAgain.json()).toEqual(reserved.json());
  });

  it('the same key with another body is 422 API400; a malformed key 400 API400; keys are per consumer', async () => {
    const guest = await guestToken(app);
    const { basketId } = await createBasket(app, guest.accessToken);
    const key = randomUUID();
    await add(guest.accessToken, basketPaths.item, { cartId: basketId, productId: variant }, key);
    const other = await add(
      guest.accessToken,
      basketPaths.item,
      { cartId: basketId, productId: variant, qty: 3 },
      key,
    );
    expect([other.statusCode, errorIdOf(other)]).toEqual([422, 'API400']);
    const malformed = await add(
      guest.accessToken,
      basketPaths.item,
      { cartId: basketId, productId: variant },
      'not-a-uuid',
    );
    expect([malformed.statusCode, errorIdOf(malformed)]).toEqual([400, 'API400']);
    const basket = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: guest.accessToken }),
    );
    expect(basket.items.filter((i) => !i.bonus).map((i) => i.qty)).toEqual([1]);

    const someoneElse = await guestToken(app);
    const theirs = await add(
      someoneElse.accessToken,
      basketPaths.cartWithItem,
      {
        productId: variant,
      },
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(basketOf(theirs).basketId).not.toBe(basketId);
  });
});
