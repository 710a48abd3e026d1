import { basketPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions } from '../src/db/basketSchema';
import type { DatabaseHandle } from '../src/db/client';
import { guestToken, registeredToken, testConsumers } from './authHelpers';
import { applyCoupon, basketOf, basketWith, call, startBasketServer } from './basketHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startBasketServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** The account's basket after signing in with the guest's data. */
async function signInWith(
  user: { username: string; password: string },
  guest: { consumerId: string; refreshToken: string },
) {
  const session = await registeredToken(app, user.username, user.password, guest);
  const created = basketOf(
    await call(app, 'POST', basketPaths.cart, { body: {}, token: session.accessToken }),
  );
  return basketOf(
    await call(app, 'GET', basketPaths.basket(created.basketId), { token: session.accessToken }),
  );
}

describe('guest coupons at login merge (spec 1 §4 "Guest and login", §8 Promo)', () => {
  it('an exclusive guest coupon that cannot join the account coupons is dropped with PRM416', async () => {
    const { registered } = testConsumers;
    const before = await registeredToken(app, registered.username, registered.password);
    const account = await basketWith(app, handle.db, 'ALP1401M', 1, before.accessToken);
    basketOf(await applyCoupon(app, account.accessToken, account.basketId, 'SAVE10'));
    const guest = await guestToken(app);
    const guestBasket = await basketWith(app, handle.db, 'ALP1402M', 1, guest.accessToken);
    basketOf(await applyCoupon(app, guest.accessToken, guestBasket.basketId, 'SOLO20'));

    const merged = await signInWith(registered, guest);
    expect(merged.basketId).toBe(account.basketId);
    expect(merged.couponItems.map((c) => c.code)).toEqual(['SAVE10']);
    expect(merged.flash).toContainEqual(expect.objectContaining({ type: 'error', code: 'PRM416' }));
    expect(merged.items.filter((i) => !i.bonus)).toHaveLength(2);
  });

  it('a once-per-consumer coupon the account already redeemed is dropped with PRM150; a valid one moves', async () => {
    const { wranx } = testConsumers;
    await handle.db
      .insert(couponRedemptions)
      .values({ code: 'ONCE10', consumerId: wranx.consumerId, basketId: 'earlier-order' });
    const guest = await guestToken(app);
    const guestBasket = await basketWith(app, handle.db, 'ALP1401M', 1, guest.accessToken);
    basketOf(await applyCoupon(app, guest.accessToken, guestBasket.basketId, 'ONCE10'));
    basketOf(await applyCoupon(app, guest.accessToken, guestBasket.basketId, 'SAVE10'));

    const merged = await signInWith(wranx, guest);
    expect(merged.couponItems.map((c) => c.code)).toEqual(['SAVE10']);
    expect(merged.couponItems[0]?.applied).toBe(true);
    expect(merged.flash).toContainEqual(expect.objectContaining({ type: 'error', code: 'PRM150' }));
  });
});
