import { basketPaths, checkoutPaths, consumerPaths } from '@storefront/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  associateDiscountPercent,
  associateDiscountPromotionId,
  employeeAllowance,
} from '../src/basket/associateDiscount';
import { roundMoney, sumMoney } from '../src/basket/money';
import type { DatabaseHandle } from '../src/db/client';
import { consumers } from '../src/db/consumerSchema';
import { agentToken, getAs, post, registeredToken, testConsumers } from './authHelpers';
import { basketOf, basketWith, call, startBasketServer } from './basketHelpers';
import { findVariant, guestWithBasket, place, readyToPlace, visa } from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startBasketServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const associateDiscountOf = (basket: { orderPromotions: { promotionId: string }[] }) =>
  basket.orderPromotions.find((p) => p.promotionId === associateDiscountPromotionId);

describe('associate discount (spec 1 §1, §6; spec 2 §6)', () => {
  it('reads its percent from the environment (0-100), else 20', () => {
    expect(associateDiscountPercent({})).toBe(20);
    expect(associateDiscountPercent({ MOCK_API_ASSOCIATE_DISCOUNT_PERCENT: '35' })).toBe(35);
    expect(associateDiscountPercent({ MOCK_API_ASSOCIATE_DISCOUNT_PERCENT: '140' })).toBe(20);
    expect(associateDiscountPercent({ MOCK_API_ASSOCIATE_DISCOUNT_PERCENT: 'x' })).toBe(20);
  });

  it('a registered shopper never gets it', async () => {
    const { registered } = testConsumers;
    const session = await registeredToken(app, registered.username, registered.password);
    const { basket } = await basketWith(app, handle.db, 'ALP1401M', 1, session.accessToken);
    expect(associateDiscountOf(basket)).toBeUndefined();
  });

  it('an employee gets it only once the terms are accepted; the open basket is repriced then', async () => {
    const agent = await agentToken(app);
    expect(agent).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const { basketId, basket } = await basketWith(app, handle.db, 'ALP1401M', 2, agent.accessToken); // 199.90
    expect(associateDiscountOf(basket)).toBeUndefined();
    expect(basket.totals.totalDiscount).toBe(0);

    const accepted = await call(app, 'PUT', consumerPaths.consumer, {
      body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
      token: agent.accessToken,
    });
    expect(accepted.statusCode).toBe(200);

    const after = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: agent.accessToken }),
    );
    expect(associateDiscountOf(after)).toMatchObject({ level: 'ORDER', discount: 39.98 });
    expect(after.totals.totalDiscount).toBe(39.98);

    // Withdrawn: the basket is repriced without it.
    await call(app, 'PUT', consumerPaths.consumer, {
      body: { consumerProfile: { isEmployeeDiscountTCAccepted: false } },
      token: agent.accessToken,
    });
    const withdrawn = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: agent.accessToken }),
    );
    expect(associateDiscountOf(withdrawn)).toBeUndefined();
  });
});

describe('employee discount annual cap (spec 2 §3 "Employee discount: currentSpend, annualCap")', () => {
  const { employee } = testConsumers;

  /** Sets the seeded employee's `currentSpend` (major units). */
  const setCurrentSpend = (spend: number) =>
    handle.db
      .update(consumers)
      .set({
        employee: sql`jsonb_set(${consumers.employee}, '{currentSpend}', to_jsonb(${spend}::numeric))`,
      })
      .where(eq(consumers.id, employee.consumerId));

  /** The employee programme of the profile (GET /consumers-v3/consumer). */
  const spendOf = async (token: string) =>
    (await getAs(app, consumerPaths.consumer, token)).json().consumerDetails.employee as {
      currentSpend: number;
      annualCap: number;
    };

  /** A basket as answered (contract-checked), with the mock API's `employeeSpend`. */
  const answered = async (basketId: string, token: string) => {
    const response = await call(app, 'GET', basketPaths.basket(basketId), { token });
    const { employeeSpend } = response.json() as { employeeSpend?: number };
    return { ...basketOf(response), employeeSpend };
  };

  /** The item subtotal after item discounts of a basket (what order promotions start from). */
  const subtotalOf = (basket: { items: { price: { priceAfterItemDiscount: number } }[] }) =>
    sumMoney(basket.items.map((i) => i.price.priceAfterItemDiscount));

  it('allowance: cap − spend, never below 0; none without a cap', () => {
    const record = { employeeId: 'E1', storeId: '0101' };
    expect(employeeAllowance({ ...record, annualCap: 1500, currentSpend: 420.5 })).toBe(1079.5);
    expect(employeeAllowance({ ...record, annualCap: 1500, currentSpend: 1600 })).toBe(0);
    expect(
      employeeAllowance({ ...record, annualCap: undefined as unknown as number, currentSpend: 0 }),
    ).toBeUndefined();
  });

  it('the discount stops at the cap, placing adds the covered spend, a reached cap gives none', async () => {
    const agent = await agentToken(app);
    await call(app, 'PUT', consumerPaths.consumer, {
      body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
      token: agent.accessToken,
    });
    await setCurrentSpend(1450); // 50 left of the 1,500 cap
    const variant = await findVariant(handle, { online: 5 });
    const { token, basketId } = await guestWithBasket(
      app,
      [{ productId: variant, qty: 1 }],
      agent.accessToken,
    );
    const ready = await answered(basketId, token);
    const subtotal = subtotalOf(ready);
    expect(subtotal).toBeGreaterThan(50);
    // 20 % of the 50 left, not of the whole subtotal.
    expect(associateDiscountOf(ready)).toMatchObject({ discount: 10 });
    expect(ready.employeeSpend).toBe(50);

    await readyToPlace(app, token, basketId);
    const placed = await place(app, token, basketId);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ employeeSpend: 50 });
    expect(await spendOf(token)).toMatchObject({ currentSpend: 1500, annualCap: 1500 });

    // The cap is reached: the next basket has no associate discount.
    const next = await guestWithBasket(app, [{ productId: variant, qty: 1 }], token);
    const capped = await answered(next.basketId, token);
    expect(associateDiscountOf(capped)).toBeUndefined();
    expect(capped.employeeSpend).toBeUndefined();
    expect(capped.totals.totalDiscount).toBe(0);

    // Below the cap again (a new year): the whole subtotal is covered and added on placement.
    await setCurrentSpend(420.5);
    // A basket change recalculates it (one more unit).
    await guestWithBasket(app, [{ productId: variant, qty: 1 }], token);
    const open = await answered(next.basketId, token);
    const whole = subtotalOf(open);
    expect(associateDiscountOf(open)).toMatchObject({ discount: roundMoney(whole * 0.2) });
    expect(open.employeeSpend).toBe(whole);
    await readyToPlace(app, token, next.basketId);
    expect((await place(app, token, next.basketId)).statusCode).toBe(200);
    expect(await spendOf(token)).toMatchObject({ currentSpend: roundMoney(420.5 + whole) });
  });

  it('a failed 3-D Secure challenge gives the spend back', async () => {
    const agent = await agentToken(app);
    await call(app, 'PUT', consumerPaths.consumer, {
      body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
      token: agent.accessToken,
    });
    await setCurrentSpend(1000);
    const variant = await findVariant(handle, { online: 5 });
    const { token, basketId } = await guestWithBasket(
      app,
      [{ productId: variant, qty: 1 }],
      agent.accessToken,
    );
    await readyToPlace(app, token, basketId, { ...visa, number: '4000000000003220' });
    const pending = await place(app, token, basketId);
    const { orderNumber, st, employeeSpend } = pending.json() as {
      orderNumber: string;
      st: string;
      employeeSpend: number;
    };
    expect(st).toBe('pendingAuthentication');
    expect(employeeSpend).toBeGreaterThan(0);
    expect((await spendOf(token)).currentSpend).toBe(roundMoney(1000 + employeeSpend));
    await post(
      app,
      checkoutPaths.order(orderNumber),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'N' } } },
      token,
      'PATCH',
    );
    expect((await spendOf(token)).currentSpend).toBe(1000);
  });
});
