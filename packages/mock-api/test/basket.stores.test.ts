import { basketPaths } from '@storefront/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInventory } from '../src/db/catalogSchema';
import type { DatabaseHandle } from '../src/db/client';
import { guestToken } from './authHelpers';
import { basketOf, call, startBasketServer, stockedVariant } from './basketHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startBasketServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('stores', () => {
  it('cartWithItem creates the basket with the item; reserveWithItem picks up in a store', async () => {
    const { accessToken } = await guestToken(app);
    const variant = await stockedVariant(handle.db, 'ALP1402W');
    const created = await call(app, 'POST', basketPaths.cartWithItem, {
      body: { upc: variant.upc },
      token: accessToken,
    });
    expect(created.statusCode).toBe(201);
    expect(basketOf(created).items[0]?.upc).toBe(variant.upc);
    const reserved = basketOf(
      await call(app, 'POST', basketPaths.reserveWithItem, {
        body: { productId: 'ALP9004M-RED-9', storeId: '0101' },
        token: accessToken,
      }),
    );
    expect(reserved.basketId).toBe(basketOf(created).basketId);
    const pickup = reserved.items.find((i) => i.masterId === 'ALP9004M');
    expect(pickup?.shippingOptions.selected).toBe('pickup');
    expect(pickup?.shippingOptions.storeInfo).toMatchObject({
      id: '0101',
      name: 'Alpine Denver Flagship',
    });
    expect(reserved.shipments.find((s) => s.shipmentId === 'pickup-0101')?.storeName).toBe(
      'Alpine Denver Flagship',
    );
    const fav = basketOf(
      await call(app, 'GET', `${basketPaths.basket(reserved.basketId)}?favStoreId=0102`, {
        token: accessToken,
      }),
    );
    expect(fav.items.find((i) => i.masterId === 'ALP9004M')?.shippingOptions.storeInfo?.id).toBe(
      '0101',
    );
    expect(fav.items.find((i) => i.upc === variant.upc)?.shippingOptions.storeInfo?.id).toBe(
      '0102',
    );
    // The store sells out: the pickup item switches to home delivery with an info notice.
    await handle.db
      .update(storeInventory)
      .set({ quantity: 0 })
      .where(
        and(eq(storeInventory.storeId, '0101'), eq(storeInventory.variantId, 'ALP9004M-RED-9')),
      );
    const patched = basketOf(
      await call(app, 'GET', `${basketPaths.basket(reserved.basketId)}?isPatchRequired=true`, {
        token: accessToken,
      }),
    );
    const moved = patched.items.find((i) => i.masterId === 'ALP9004M');
    expect(moved?.shippingOptions).toMatchObject({
      selected: 'standard',
      storeInfo: { id: '0101', storeInventory: 0 },
    });
    expect(patched.flash).toContainEqual(
      expect.objectContaining({ type: 'info', code: 'pickupToHome', itemId: moved?.id }),
    );
  });

  it('GET with favStoreId records the store and per-item store inventory', async () => {
    const { accessToken } = await guestToken(app);
    const variant = await stockedVariant(handle.db, 'ALP1101W');
    const { basketId } = basketOf(
      await call(app, 'POST', basketPaths.cartWithItem, {
        body: { upc: variant.upc },
        token: accessToken,
      }),
    );
    const basket = basketOf(
      await call(app, 'GET', `${basketPaths.basket(basketId)}?favStoreId=0101`, {
        token: accessToken,
      }),
    );
    expect(basket.favoriteStoreId).toBe('0101');
    expect(basket.items[0]?.shippingOptions.storeInfo).toMatchObject({ id: '0101' });
    expect(typeof basket.items[0]?.shippingOptions.storeInfo?.storeInventory).toBe('number');
  });
});
