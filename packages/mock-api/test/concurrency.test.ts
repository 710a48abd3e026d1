import { basketPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { errorIdOf, getAs, guestToken, post } from './authHelpers';
import {
  findVariant,
  onlineStock,
  place,
  readyToPlace,
  setOnlineStock,
  startCheckoutServer,
  type TestBasket,
} from './checkoutHelpers';

/**
 * Many shoppers adding to their carts at once. Requests run concurrently
 * through the server (in-process); the database serialises statements, so the races are the
 * application's: read-modify-write of baskets (optimistic `version`, retried) and stock taken
 * at placement.
 */

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
}, 120_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

type Totals = TestBasket['totals'] & { itemTotal: number; totalUnits: number };
interface Line {
  productId: string;
  qty: number;
  price: { rowTotal: number; current: number };
  bonus: boolean;
}

/** The basket's totals agree with its items: units, item total (cents). */
function expectConsistent(basket: { items: unknown[]; totals: unknown }) {
  const items = basket.items as Line[];
  const totals = basket.totals as Totals;
  expect(totals.totalUnits).toBe(items.reduce((n, i) => n + i.qty, 0));
  const itemTotal = items.reduce((sum, i) => sum + Math.round(i.price.rowTotal * 100), 0);
  expect(Math.round(totals.itemTotal * 100)).toBe(itemTotal);
  expect(totals.total).toBeGreaterThanOrEqual(0);
}

describe('many shoppers at once', () => {
  it('20 guests add to their own baskets at once: every item kept, totals consistent', async () => {
    const first = await findVariant(handle, { online: 10 });
    const variants = [first, await findVariant(handle, { online: 10, skip: [first] })];
    const guests = await Promise.all(
      Array.from({ length: 20 }, async () => (await guestToken(app)).accessToken),
    );
    const baskets = await Promise.all(
      guests.map(async (token) => {
        const created = await post(app, basketPaths.cart, {}, token);
        return (created.json() as { basketId: string }).basketId;
      }),
    );
    // Each guest adds 3 lines at once (2 distinct variants, one of them twice: merged).
    const adds = guests.flatMap((token, g) =>
      [variants[0], variants[1], variants[0]].map((productId) =>
        post(app, basketPaths.item, { cartId: baskets[g], productId, qty: 1 }, token),
      ),
    );
    const answers = await Promise.all(adds);
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    for (const [g, token] of guests.entries()) {
      const basket = (await getAs(app, basketPaths.basket(baskets[g] ?? ''), token)).json() as {
        items: Line[];
        totals: Totals;
      };
      const bought = basket.items.filter((i) => !i.bonus);
      expect(bought.reduce((n, i) => n + i.qty, 0)).toBe(3);
      expect(bought.find((i) => i.productId === variants[0])?.qty).toBe(2);
      expectConsistent(basket);
    }
  }, 120_000);

  it('10 adds of different variants to one basket at once: nothing lost', async () => {
    const { accessToken } = await guestToken(app);
    const created = await post(app, basketPaths.cart, {}, accessToken);
    const { basketId } = created.json() as { basketId: string };
    const skip: string[] = [];
    for (let i = 0; i < 10; i++) skip.push(await findVariant(handle, { online: 20, skip }));
    const answers = await Promise.all(
      skip.map((productId) =>
        post(app, basketPaths.item, { cartId: basketId, productId, qty: 1 }, accessToken),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(skip.map(() => 200));
    const basket = (await getAs(app, basketPaths.basket(basketId), accessToken)).json() as {
      items: Line[];
      totals: Totals;
    };
    // The order-level promotion may add its free gift (a bonus item) on top.
    const bought = basket.items.filter((i) => !i.bonus).map((i) => i.productId);
    expect(bought.sort()).toEqual([...skip].sort());
    expectConsistent(basket);
  }, 120_000);

  it('12 guests buy the last 5 units at once: 5 orders, no oversell', async () => {
    const variant = await findVariant(handle, { online: 10 });
    await setOnlineStock(handle, variant, 5);
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const { accessToken } = await guestToken(app);
        const added = await post(
          app,
          basketPaths.cartWithItem,
          { productId: variant, qty: 1 },
          accessToken,
        );
        const { basketId } = added.json() as { basketId: string };
        await readyToPlace(app, accessToken, basketId);
        return { token: accessToken, basketId };
      }),
    );
    const placed = await Promise.all(buyers.map((b) => place(app, b.token, b.basketId)));
    const ok = placed.filter((p) => p.statusCode === 200);
    expect(ok).toHaveLength(5);
    const refused = placed.filter((p) => p.statusCode !== 200).map((p) => errorIdOf(p));
    expect(refused).toHaveLength(7);
    for (const code of refused) expect(['INV700', 'INV701', 'INV408']).toContain(code);
    expect(await onlineStock(handle, variant)).toBe(0);
    const numbers = new Set(ok.map((p) => (p.json() as { orderNumber: string }).orderNumber));
    expect(numbers.size).toBe(5);
  }, 180_000);
});
