import { basketPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { post } from './authHelpers';
import { findVariant, guestWithBasket, startCheckoutServer } from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let counting = false;
const queries: string[] = [];

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer('memory://', {
    onQuery: (query) => {
      if (counting) queries.push(query);
    },
  }));
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** The queries of one call. */
async function queriesOf(run: () => Promise<{ statusCode: number }>) {
  queries.length = 0;
  counting = true;
  try {
    expect((await run()).statusCode).toBe(200);
  } finally {
    counting = false;
  }
  return [...queries];
}

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
