import { basketPaths, consumerPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  associateDiscountPercent,
  associateDiscountPromotionId,
} from '../src/basket/associateDiscount';
import type { DatabaseHandle } from '../src/db/client';
import { agentToken, registeredToken, testConsumers } from './authHelpers';
import { basketOf, basketWith, call, startBasketServer } from './basketHelpers';

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
