import { basketPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { post } from './authHelpers';
import { findVariant, guestWithBasket, startQueryCountingServer } from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let queriesOf: Awaited<ReturnType<typeof startQueryCountingServer>>['queriesOf'];

beforeAll(async () => {
  ({ app, handle, queriesOf } = await startQueryCountingServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('add to cart: database work', () => {
  it("adds a unit to a guest's basket in at most 4 queries (it took 14): token, basket, change stamps, save", async () => {
    const variant = await findVariant(handle, { online: 20 });
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const sent = await queriesOf(() =>
      post(app, basketPaths.item, { cartId: basketId, productId: variant, qty: 1 }, token),
    );
    if (process.env.SHOW_QUERIES) console.log(sent.join('\n'));
    expect(sent.length).toBeLessThanOrEqual(4);
  });
});
