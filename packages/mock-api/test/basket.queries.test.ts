import { basketPaths } from '@storefront/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { getAs, post } from './authHelpers';
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

  it('reads the document from the database once another writer saved the basket (a new version, or the same version at another time)', async () => {
    const variant = await findVariant(handle, { online: 20 });
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const qtyOf = async () => {
      const response = await getAs(app, basketPaths.basket(basketId), token);
      expect(response.statusCode).toBe(200);
      return (response.json() as { items: { qty: number }[] }).items[0]?.qty;
    };
    expect(await qtyOf()).toBe(1);
    // Another process saves qty 3 (its own version).
    await handle.db.execute(
      sql`update baskets set body = jsonb_set(body::jsonb, '{items,0,qty}', '3')::json, version = version + 1, updated_at = now() where id = ${basketId}`,
    );
    expect(await qtyOf()).toBe(3);
    const added = await post(
      app,
      basketPaths.item,
      { cartId: basketId, productId: variant, qty: 1 },
      token,
    );
    expect((added.json() as { items: { qty: number }[] }).items[0]?.qty).toBe(4);
    // A row put back at the version this process saved (the e2e restore), saved at another time.
    await handle.db.execute(
      sql`update baskets set body = jsonb_set(body::jsonb, '{items,0,qty}', '2')::json, updated_at = updated_at + interval '1 second' where id = ${basketId}`,
    );
    expect(await qtyOf()).toBe(2);
  });
});
