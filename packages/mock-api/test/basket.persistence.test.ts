import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { basketPaths } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { seedBasketIfEmpty } from '../src/basket/seed';
import { guestToken } from './authHelpers';
import {
  addItem,
  basketOf,
  call,
  createBasket,
  startBasketServer,
  stockedVariant,
} from './basketHelpers';

describe('restart', () => {
  it('keeps baskets, coupons and saved-for-later lists across a restart; the seed runs once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'basket-restart-'));
    try {
      const first = await startBasketServer(dir);
      const { accessToken } = await guestToken(first.app);
      const { basketId } = await createBasket(first.app, accessToken);
      const variant = await stockedVariant(first.handle.db, 'ALP1401M', 2);
      await addItem(first.app, accessToken, { cartId: basketId, productId: variant.id, qty: 2 });
      const before = basketOf(
        await call(first.app, 'PUT', basketPaths.coupon, {
          body: { cartId: basketId, code: 'SAVE10' },
          token: accessToken,
        }),
      );
      await call(first.app, 'PUT', basketPaths.saveForLater, {
        body: { add: [{ productId: variant.id }] },
        token: accessToken,
      });
      await first.app.close();
      await first.handle.close();

      const second = await startBasketServer(dir);
      expect(await seedBasketIfEmpty(second.handle.db)).toBe(0);
      const after = basketOf(
        await call(second.app, 'GET', basketPaths.basket(basketId), { token: accessToken }),
      );
      expect(after.items.map((i) => [i.productId, i.qty])).toEqual([[variant.id, 2]]);
      expect(after.couponItems.map((c) => c.code)).toEqual(['SAVE10']);
      expect(after.totals).toEqual(before.totals);
      expect(after.version).toBe(before.version);
      const saved = await call(second.app, 'PUT', basketPaths.saveForLater, {
        body: {},
        token: accessToken,
      });
      expect((saved.json() as { total: number }).total).toBe(1);
      await second.app.close();
      await second.handle.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
