import { basketPaths, type SaveForLaterPage } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrCreateOpenBasket, loadBasket, saveBasket } from '../src/basket/repository';
import { baskets } from '../src/db/basketSchema';
import type { DatabaseHandle } from '../src/db/client';
import { guestToken, registeredToken, testConsumers } from './authHelpers';
import {
  addItem,
  basketOf,
  call,
  codeOf,
  createBasket,
  guestBasket,
  startBasketServer,
  stockedVariant,
} from './basketHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startBasketServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const page = (token: string, query = '', body: unknown = {}) =>
  call(app, 'PUT', `${basketPaths.saveForLater}${query}`, { body, token });
const pageOf = (response: { json: () => unknown }) => response.json() as SaveForLaterPage;

describe('saved for later', () => {
  it('moves items both ways and pages the list by start and count', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const [a, b, c] = await Promise.all(
      ['ALP1401M', 'ALP1402M', 'ALP1301M'].map((p) => stockedVariant(handle.db, p)),
    );
    if (!a || !b || !c) throw new Error('variants');
    const added = basketOf(
      await addItem(app, accessToken, { cartId: basketId, productId: a.id, qty: 2 }),
    );
    const moved = basketOf(
      await call(app, 'POST', basketPaths.basketSaveForLater(basketId), {
        body: { itemId: added.items[0]?.id },
        token: accessToken,
      }),
    );
    expect(moved.items).toEqual([]);
    pageOf(await page(accessToken, '', { add: [{ productId: b.id }, { upc: c.upc, qty: 2 }] }));
    const all = pageOf(await page(accessToken));
    expect(all.total).toBe(3);
    expect(all.items.find((i) => i.productId === a.id)).toMatchObject({ qty: 2, available: true });
    const second = pageOf(await page(accessToken, '?start=1&count=1'));
    expect(second).toMatchObject({ start: 1, count: 1, total: 3 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.itemId).toBe(all.items[1]?.itemId);

    const savedA = all.items.find((i) => i.productId === a.id);
    const back = basketOf(
      await call(app, 'POST', basketPaths.basketSaveForLater(basketId), {
        body: { savedItemId: savedA?.itemId },
        token: accessToken,
      }),
    );
    expect(back.items[0]).toMatchObject({ productId: a.id, qty: 2 });
    expect(pageOf(await page(accessToken)).total).toBe(2);

    // Adding from the list with saveForLater: true takes it off the list.
    await addItem(app, accessToken, { cartId: basketId, productId: b.id, saveForLater: true });
    const left = pageOf(await page(accessToken));
    expect(left.items.map((i) => i.productId)).toEqual([c.id]);

    const updated = pageOf(
      await page(accessToken, '', { items: [{ itemId: left.items[0]?.itemId, qty: 5 }] }),
    );
    expect(updated.items[0]?.qty).toBe(5);
    const removed = await call(
      app,
      'DELETE',
      basketPaths.savedItem(left.saveForLaterId, left.items[0]?.itemId as string),
      {
        token: accessToken,
      },
    );
    expect(pageOf(removed).total).toBe(0);
    const gone = await call(app, 'DELETE', basketPaths.savedItem(left.saveForLaterId, 'nope'), {
      token: accessToken,
    });
    expect(codeOf(gone)).toBe('PLP400');
    const other = await guestToken(app);
    const foreign = await call(app, 'DELETE', basketPaths.savedItem(left.saveForLaterId, 'nope'), {
      token: other.accessToken,
    });
    expect(codeOf(foreign)).toBe('AUT498');
  });
});

describe('employees', () => {
  it('a connected employee cannot use saved for later (AUT432)', async () => {
    const { employee } = testConsumers;
    const session = await registeredToken(app, employee.username, employee.password);
    const response = await page(session.accessToken);
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('AUT432');
  });
});

describe('guest basket merge at login', () => {
  it('moves guest items into the account basket (same item: higher qty), merges saved items, closes the guest basket', async () => {
    const { registered } = testConsumers;
    const before = await registeredToken(app, registered.username, registered.password);
    const [a, b, s] = await Promise.all(
      ['ALP2201M', 'ALP2301M', 'ALP2303M'].map((p) => stockedVariant(handle.db, p, 4)),
    );
    if (!a || !b || !s) throw new Error('variants');
    const account = await createBasket(app, before.accessToken);
    await addItem(app, before.accessToken, { cartId: account.basketId, productId: a.id, qty: 1 });

    const guest = await guestBasket(app);
    await addItem(app, guest.accessToken, {
      cartId: guest.basketId,
      productId: a.id,
      qty: 3,
    });
    await addItem(app, guest.accessToken, {
      cartId: guest.basketId,
      productId: b.id,
      qty: 1,
    });
    await page(guest.accessToken, '', { add: [{ productId: s.id }] });

    const after = await registeredToken(app, registered.username, registered.password, guest);
    const merged = basketOf(
      await call(app, 'GET', basketPaths.basket(account.basketId), { token: after.accessToken }),
    );
    const qty = Object.fromEntries(
      merged.items.filter((i) => !i.bonus).map((i) => [i.productId, i.qty]),
    );
    expect(qty).toEqual({ [a.id]: 3, [b.id]: 1 });
    expect(merged.totals.totalUnits).toBeGreaterThanOrEqual(4);
    const [closed] = await handle.db.select().from(baskets).where(eq(baskets.id, guest.basketId));
    expect(closed?.status).toBe('closed');
    expect(pageOf(await page(after.accessToken)).items.map((i) => i.productId)).toContain(s.id);
  });
});

describe('concurrency', () => {
  it('saveBasket refuses a stale version (INV409)', async () => {
    const { basket } = await getOrCreateOpenBasket(handle.db, 'consumer-occ', {
      siteId: 'us',
      currency: 'USD',
    });
    const shopper = { consumerId: 'consumer-occ', consumerType: 'GUEST' as const };
    const first = await loadBasket(handle.db, basket.basketId, shopper);
    const second = await loadBasket(handle.db, basket.basketId, shopper);
    const saved = await saveBasket(handle.db, { ...first, favoriteStoreId: '0101' });
    expect(saved.version).toBe(first.version + 1);
    await expect(
      saveBasket(handle.db, { ...second, favoriteStoreId: '0102' }),
    ).rejects.toMatchObject({
      status: 409,
      errorId: 'INV409',
    });
    expect((await loadBasket(handle.db, basket.basketId, shopper)).favoriteStoreId).toBe('0101');
  });

  it('concurrent adds to one basket are all kept, and many shoppers at once get consistent totals', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const products = ['ALP1401M', 'ALP1402M', 'ALP1301M', 'ALP2201M', 'ALP2301M'];
    const variants = await Promise.all(products.map((p) => stockedVariant(handle.db, p)));
    const answers = await Promise.all(
      variants.map((v) => addItem(app, accessToken, { cartId: basketId, productId: v.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const basket = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: accessToken }),
    );
    expect(
      basket.items
        .filter((i) => !i.bonus)
        .map((i) => i.productId)
        .sort(),
    ).toEqual(variants.map((v) => v.id).sort());

    const shoppers = await Promise.all(Array.from({ length: 6 }, () => guestToken(app)));
    const results = await Promise.all(
      shoppers.map(async (s) => {
        const cart = await call(app, 'POST', basketPaths.cartWithItem, {
          body: { productId: variants[0]?.id, qty: 2 },
          token: s.accessToken,
        });
        return basketOf(cart);
      }),
    );
    expect(new Set(results.map((r) => r.basketId)).size).toBe(6);
    for (const r of results) expect(r.totals).toMatchObject({ itemTotal: 199.9, totalUnits: 2 });
  });
});
