import { basketPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { guestToken } from './authHelpers';
import {
  addItem,
  basketOf,
  call,
  codeOf,
  guestBasket,
  setStock,
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

describe('baskets', () => {
  it('creates one open basket per shopper, even for concurrent creates', async () => {
    const { accessToken } = await guestToken(app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(app, 'POST', basketPaths.cart, { body: {}, token: accessToken }),
      ),
    );
    const ids = new Set(answers.map((a) => basketOf(a).basketId));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const basket = basketOf(answers[0] as (typeof answers)[number]);
    expect(basket.currency).toBe('USD');
    expect(basket.shipments).toEqual([{ shipmentId: 'me' }]);
  });

  it('answers BSK404 for an unknown basket and AUT498 for another shopper’s', async () => {
    const a = await guestBasket(app);
    const b = await guestToken(app);
    const { basket } = a;
    const missing = await call(app, 'GET', basketPaths.basket('nope'), { token: a.accessToken });
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('BSK404');
    const foreign = await call(app, 'GET', basketPaths.basket(basket.basketId), {
      token: b.accessToken,
    });
    expect(foreign.statusCode).toBe(403);
    expect(codeOf(foreign)).toBe('AUT498');
    const removeMissing = await call(app, 'DELETE', basketPaths.item, {
      body: { cartId: 'nope', itemId: 'x' },
      token: a.accessToken,
    });
    expect(codeOf(removeMissing)).toBe('BSK404');
  });

  it('needs an access token (AUT401)', async () => {
    const response = await call(app, 'POST', basketPaths.cart, { body: {} });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('AUT401');
  });
});

describe('items', () => {
  it('adds with qty 1 and maxQty 999999 by default and fills the cart item fields', async () => {
    const { accessToken, basket } = await guestBasket(app);
    const variant = await stockedVariant(handle.db, 'ALP1401M');
    const added = basketOf(
      await addItem(app, accessToken, { cartId: basket.basketId, upc: variant.upc }),
    );
    const [item] = added.items;
    expect(item).toMatchObject({
      productId: variant.id,
      masterId: 'ALP1401M',
      upc: variant.upc,
      qty: 1,
      maxQty: 999999,
      slug: 'mens-meadow-walker',
      pdpUrl: '/p/mens-meadow-walker-ALP1401M',
      isDigitalProduct: false,
      bonus: false,
      shippingOptions: { selected: 'standard' },
      price: { current: 99.95, original: 99.95, rowTotal: 99.95, priceAfterItemDiscount: 99.95 },
    });
    // An absolute URL of this server's media, like the catalogue's (a storefront on another
    // origin cannot load `/media/…`).
    expect(item?.image).toMatch(/^http:\/\/[^/]+\/media\/products\/[\w-]+\.svg$/);
    expect(added.totals).toMatchObject({ itemTotal: 99.95, totalUnits: 1, currency: 'USD' });
    expect(added.totalItems).toBe(1);
  });

  it('gives the first item the default standard shipment and its price, before any checkout call', async () => {
    const { accessToken, basket } = await guestBasket(app);
    const variant = await stockedVariant(handle.db, 'ALP1401M');
    const added = basketOf(
      await addItem(app, accessToken, { cartId: basket.basketId, upc: variant.upc }),
    );
    expect(added.shipments).toHaveLength(1);
    expect(added.shipments[0]?.shippingMethod?.code).toBe('standard');
    expect(added.totals.shipping).toBe(added.shipments[0]?.shippingMethod?.price);
    const fetched = basketOf(
      await call(app, 'GET', basketPaths.basket(basket.basketId), { token: accessToken }),
    );
    expect(fetched.shipments[0]?.shippingMethod?.code).toBe('standard');
  });

  it('merges the same variant added twice and refuses above the maximum (INV407 naming it)', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const variant = await stockedVariant(handle.db, 'ALP1402M', 10);
    await addItem(app, accessToken, { cartId: basketId, productId: variant.id, qty: 2 });
    const merged = basketOf(
      await addItem(app, accessToken, { cartId: basketId, productId: variant.id, qty: 3 }),
    );
    // 5 × 79.95 also reaches the free-gift threshold (250): a bonus item joins.
    expect(merged.items.filter((i) => !i.bonus)).toHaveLength(1);
    expect(merged.items[0]?.qty).toBe(5);
    expect(merged.items.find((i) => i.bonus)?.masterId).toBe('ALP9002U');
    const tooMany = await addItem(app, accessToken, {
      cartId: basketId,
      productId: variant.id,
      qty: 2,
      maxQty: 6,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(codeOf(tooMany)).toBe('INV407');
    expect(tooMany.body).toContain('at most 6');
    // the maximum as a value too: the storefront's table names it (spec 1 §8 placeholders)
    expect(tooMany.json().errorDetails[0]).toMatchObject({ errorId: 'INV407', maxQuantity: 6 });
    const limited = await addItem(app, accessToken, {
      cartId: basketId,
      productId: 'ALP9006U',
      qty: 3,
    });
    expect(codeOf(limited)).toBe('INV407');
    expect(limited.body).toContain('at most 2');
  });

  it('refuses out of stock (INV700), partly out of stock (INV701), unknown (INV702)', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const out = await addItem(app, accessToken, {
      cartId: basketId,
      upc: (await firstVariant('ALP9005W')).upc,
    });
    expect(out.statusCode).toBe(409);
    expect(codeOf(out)).toBe('INV700');
    const variant = await stockedVariant(handle.db, 'ALP2101M', 3);
    await setStock(handle.db, variant.id, 2);
    const partly = await addItem(app, accessToken, {
      cartId: basketId,
      productId: variant.id,
      qty: 3,
    });
    expect(codeOf(partly)).toBe('INV701');
    expect(partly.body).toContain('Only 2');
    const readme = await addItem(app, accessToken, {
      cartId: basketId,
      productId: 'ALP1401W-WHI-10',
      qty: 4,
    });
    expect(codeOf(readme)).toBe('INV701');
    const unknown = await addItem(app, accessToken, { cartId: basketId, upc: '000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('INV702');
  });

  it('flags items that ran out of stock after they were added (inventorySupplyCheck)', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const variant = await stockedVariant(handle.db, 'ALP2102M', 5);
    await addItem(app, accessToken, { cartId: basketId, productId: variant.id, qty: 3 });
    await setStock(handle.db, variant.id, 1);
    const checked = basketOf(
      await call(app, 'GET', `${basketPaths.basket(basketId)}?inventorySupplyCheck=true`, {
        token: accessToken,
      }),
    );
    expect(checked.flash.map((f) => f.code)).toEqual(['INV701']);
    await setStock(handle.db, variant.id, 0);
    const patched = basketOf(
      await call(app, 'GET', `${basketPaths.basket(basketId)}?isPatchRequired=true`, {
        token: accessToken,
      }),
    );
    expect(patched.flash.map((f) => f.code)).toEqual(['INV700']);
    expect(patched.items[0]?.customerNotifications[0]?.code).toBe('INV700');
  });

  it('refuses the free-gift product (GWP403)', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const response = await addItem(app, accessToken, { cartId: basketId, productId: 'ALP9002U' });
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('GWP403');
  });

  it('adds a digital gift card with a custom amount and gift option, shipped digitally', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const giftOption = { to: 'Sam', email: 'sam@example.com', message: 'Happy trails' };
    const basket = basketOf(
      await addItem(app, accessToken, {
        cartId: basketId,
        productId: 'ALPGC0001-CUSTOM',
        customAmount: 42.5,
        giftOption,
      }),
    );
    expect(basket.items[0]).toMatchObject({
      isDigitalProduct: true,
      customAmount: 42.5,
      giftOption,
      maxQty: 5,
      shippingOptions: { selected: 'digital', available: ['digital'] },
      price: { current: 42.5, rowTotal: 42.5 },
    });
  });

  it('checks gift card amounts (PRC400) and gift options (GFO404, GFO405)', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const noAmount = await addItem(app, accessToken, {
      cartId: basketId,
      productId: 'ALPGC0001-CUSTOM',
    });
    expect(codeOf(noAmount)).toBe('PRC400');
    const tooHigh = await addItem(app, accessToken, {
      cartId: basketId,
      productId: 'ALPGC0001-CUSTOM',
      customAmount: 501,
    });
    expect(codeOf(tooHigh)).toBe('PRC400');
    const variant = await stockedVariant(handle.db, 'ALP1401W');
    const physical = await addItem(app, accessToken, {
      cartId: basketId,
      productId: variant.id,
      giftOption: { email: 'a@example.com' },
    });
    expect(codeOf(physical)).toBe('GFO404');
    const badEmail = await addItem(app, accessToken, {
      cartId: basketId,
      productId: 'ALPGC0001-50',
      giftOption: { email: 'not-an-email' },
    });
    expect(codeOf(badEmail)).toBe('GFO405');
  });

  it('updates quantity and delivery, removes items', async () => {
    const { accessToken, basketId } = await guestBasket(app);
    const variant = await stockedVariant(handle.db, 'ALP1301M', 4);
    const added = basketOf(
      await addItem(app, accessToken, { cartId: basketId, productId: variant.id }),
    );
    const itemId = added.items[0]?.id as string;
    const updated = basketOf(
      await call(app, 'PUT', basketPaths.basketItem(basketId), {
        body: { itemId, qty: 4 },
        token: accessToken,
      }),
    );
    expect(updated.items[0]?.qty).toBe(4);
    expect(updated.totals.itemTotal).toBe(279.8);
    const badMethod = await call(app, 'PUT', basketPaths.basketItem(basketId), {
      body: { itemId, shippingMethod: 'digital' },
      token: accessToken,
    });
    expect(codeOf(badMethod)).toBe('SHP404');
    const removed = basketOf(
      await call(app, 'DELETE', basketPaths.item, {
        body: { cartId: basketId, itemId },
        token: accessToken,
      }),
    );
    expect(removed.items).toEqual([]);
    expect(removed.totals.total).toBe(0);
    const again = await call(app, 'DELETE', basketPaths.item, {
      body: { cartId: basketId, itemId },
      token: accessToken,
    });
    expect(codeOf(again)).toBe('ORD404');
  });
});

async function firstVariant(productId: string) {
  return stockedVariant(handle.db, productId, 0);
}
