import { basketPaths } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemCoupons } from '../src/basket/coupons';
import { loadBasket } from '../src/basket/repository';
import { baskets, coupons } from '../src/db/basketSchema';
import type { DatabaseHandle } from '../src/db/client';
import { agentToken, guestToken, registeredToken, testConsumers } from './authHelpers';
import {
  applyCoupon,
  basketOf,
  basketWith,
  call,
  codeOf,
  startBasketServer,
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

describe('coupons', () => {
  it('applies an order coupon (ORDER promoSummary) and refuses it twice (PRM160)', async () => {
    const { accessToken, basketId } = await basketWith(app, handle.db, 'ALP1401M');
    const basket = basketOf(await applyCoupon(app, accessToken, basketId, ' save10 '));
    expect(basket.couponItems).toEqual([
      expect.objectContaining({ code: 'SAVE10', applied: true, statusCode: 'applied' }),
    ]);
    expect(basket.orderPromotions[0]).toMatchObject({
      couponCode: 'SAVE10',
      discount: 10,
      level: 'ORDER',
    });
    expect(basket.promoSummary).toContainEqual(
      expect.objectContaining({ level: 'ORDER', promotionId: 'promo-order-10' }),
    );
    expect(basket.totals).toMatchObject({
      itemTotal: 99.95,
      totalDiscount: 10,
      totalDiscountPercentage: 10,
    });
    const again = await applyCoupon(app, accessToken, basketId, 'SAVE10');
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('PRM160');
  });

  it.each([
    ['NOSUCHCODE', 'PRM130'],
    ['FUTURE10', 'PRM135'],
    ['EXPIRED10', 'PRM155'],
    ['LIMIT10', 'PRM140'],
    ['USED10', 'PRM150'],
  ])('%s → %s', async (code, expected) => {
    const { accessToken, basketId } = await basketWith(app, handle.db, 'ALP1401M');
    const response = await applyCoupon(app, accessToken, basketId, code);
    expect(codeOf(response)).toBe(expected);
  });

  it('PRM175 when the promotion does not apply to the cart, and nothing is saved', async () => {
    const { accessToken, basketId } = await basketWith(app, handle.db, 'ALP2202M'); // 34.95 < 100
    const welcome = await applyCoupon(app, accessToken, basketId, 'WELCOME15');
    expect(codeOf(welcome)).toBe('PRM175');
    const boots = await applyCoupon(app, accessToken, basketId, 'BOOTS25');
    expect(codeOf(boots)).toBe('PRM175');
    const stored = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: accessToken }),
    );
    expect(stored.couponItems).toEqual([]);
  });

  it('a product coupon discounts the qualifying items (PRODUCT level with couponCode)', async () => {
    const { accessToken, basketId } = await basketWith(app, handle.db, 'ALP1002M'); // hiking boot 159.95
    const basket = basketOf(await applyCoupon(app, accessToken, basketId, 'BOOTS25'));
    expect(basket.items[0]?.productPromotions).toEqual([
      expect.objectContaining({
        promotionId: 'promo-boots-25',
        couponCode: 'BOOTS25',
        price: 39.99,
      }),
    ]);
    expect(basket.promoSummary).toContainEqual(expect.objectContaining({ level: 'PRODUCT' }));
  });

  it('an exclusive coupon cannot be combined, either way round (PRM416)', async () => {
    const first = await basketWith(app, handle.db, 'ALP1401M');
    basketOf(await applyCoupon(app, first.accessToken, first.basketId, 'SAVE10'));
    expect(codeOf(await applyCoupon(app, first.accessToken, first.basketId, 'SOLO20'))).toBe(
      'PRM416',
    );
    const second = await basketWith(app, handle.db, 'ALP1401M');
    basketOf(await applyCoupon(app, second.accessToken, second.basketId, 'SOLO20'));
    expect(codeOf(await applyCoupon(app, second.accessToken, second.basketId, 'SAVE10'))).toBe(
      'PRM416',
    );
  });

  it('removes a coupon; an unknown one is PRM130', async () => {
    const { accessToken, basketId } = await basketWith(app, handle.db, 'ALP1401M');
    basketOf(await applyCoupon(app, accessToken, basketId, 'SAVE10'));
    const removed = basketOf(
      await call(app, 'DELETE', basketPaths.coupon, {
        body: { cartId: basketId, code: 'save10' },
        token: accessToken,
      }),
    );
    expect(removed.couponItems).toEqual([]);
    expect(removed.totals.totalDiscount).toBe(0);
    const missing = await call(app, 'DELETE', basketPaths.coupon, {
      body: { cartId: basketId, code: 'SAVE10' },
      token: accessToken,
    });
    expect(codeOf(missing)).toBe('PRM130');
  });

  it('redeemCoupons counts once per basket; a once-per-consumer code is then PRM150', async () => {
    const guest = await guestToken(app);
    const { basketId } = await basketWith(app, handle.db, 'ALP1401M', 1, guest.accessToken);
    basketOf(await applyCoupon(app, guest.accessToken, basketId, 'ONCE10'));
    const shopper = { consumerId: guest.consumerId, consumerType: 'GUEST' as const };
    const placed = await loadBasket(handle.db, basketId, shopper);
    expect(await redeemCoupons(handle.db, placed)).toEqual(['ONCE10']);
    expect(await redeemCoupons(handle.db, placed)).toEqual([]);
    const [row] = await handle.db.select().from(coupons).where(eq(coupons.code, 'ONCE10'));
    expect(row?.redemptions).toBe(1);
    await handle.db.update(baskets).set({ status: 'ordered' }).where(eq(baskets.id, basketId));
    const next = await basketWith(app, handle.db, 'ALP1401M', 1, guest.accessToken);
    expect(next.basketId).not.toBe(basketId);
    expect(codeOf(await applyCoupon(app, guest.accessToken, next.basketId, 'ONCE10'))).toBe(
      'PRM150',
    );
  });
});

describe('rewards', () => {
  const reward = (token: string, basketId: string, body: Record<string, unknown>) =>
    call(app, 'PUT', basketPaths.reward(basketId), { body, token });

  it('guests cannot use rewards (REW401)', async () => {
    const { accessToken, basketId } = await basketWith(app, handle.db, 'ALP1401M');
    expect(codeOf(await reward(accessToken, basketId, { rewardCode: 'RWD-ANY-20' }))).toBe(
      'REW401',
    );
  });

  it('a loyalty member applies a voucher, reward codes and cards; each misuse has its REW code', async () => {
    const { loyalty } = testConsumers;
    const session = await registeredToken(app, loyalty.username, loyalty.password);
    const { accessToken, basketId } = await basketWith(
      app,
      handle.db,
      'ALP1004M',
      1,
      session.accessToken,
    ); // 239.95
    const voucher = basketOf(await reward(accessToken, basketId, { appliedLoyaltyVoucher: 500 }));
    expect(voucher.rewards).toEqual([
      expect.objectContaining({ type: 'LOYALTY_VOUCHER', amount: 5, points: 500 }),
    ]);
    expect(voucher.loyalty?.currentLoyaltyPoints).toBe(2000);
    expect(voucher.loyalty?.applicableLoyaltyVouchers).toHaveLength(3);
    expect(codeOf(await reward(accessToken, basketId, { appliedLoyaltyVoucher: 5000 }))).toBe(
      'REW140',
    );
    expect(codeOf(await reward(accessToken, basketId, { appliedLoyaltyVoucher: 300 }))).toBe(
      'REW130',
    );
    const code = basketOf(await reward(accessToken, basketId, { rewardCode: 'RWD-10-LOGAN' }));
    const card = basketOf(await reward(accessToken, basketId, { rewardCard: '6006490000000102' }));
    expect(card.rewards.map((r) => [r.type, r.amount])).toEqual([
      ['LOYALTY_VOUCHER', 5],
      ['REWARD_CODE', 10],
      ['REWARD_CARD', 25],
    ]);
    expect(card.totals.appliedRewards).toBe(40);
    expect(card.totals.remainingToPay).toBe(Math.round((card.totals.total - 40) * 100) / 100);
    expect(code.totals.appliedRewards).toBe(15);
    for (const [body, expected] of [
      [{ rewardCode: 'RWD-10-LOGAN' }, 'REW140'],
      [{ rewardCode: 'RWD-EXPIRED' }, 'REW130'],
      [{ rewardCode: 'RWD-FUTURE' }, 'REW135'],
      [{ rewardCode: 'RWD-USED' }, 'REW140'],
      [{ rewardCode: 'RWD-OTHER' }, 'REW401'],
      [{ rewardCode: 'RWD-CAD-10' }, 'REW401'],
      [{ rewardCode: 'NOPE' }, 'REW130'],
      [{ rewardCard: '6006490000000000' }, 'REW140'],
    ] as const) {
      expect(codeOf(await reward(accessToken, basketId, body)), JSON.stringify(body)).toBe(
        expected,
      );
    }
    const removed = basketOf(await reward(accessToken, basketId, { appliedLoyaltyVoucher: 0 }));
    expect(removed.rewards.map((r) => r.type)).toEqual(['REWARD_CODE', 'REWARD_CARD']);
    expect(removed.loyalty?.currentLoyaltyPoints).toBe(2500);
  });
});

describe('price adjustments', () => {
  it('adds, changes and deletes an adjustment; unknown ids are API404', async () => {
    // Price adjustments are for an in-store associate (agent login) on its own basket.
    const associate = await agentToken(app);
    const { accessToken, basketId } = await basketWith(
      app,
      handle.db,
      'ALP1401M',
      2,
      associate.accessToken,
    ); // 199.90
    const base = basketOf(
      await call(app, 'GET', basketPaths.basket(basketId), { token: accessToken }),
    );
    const itemId = base.items[0]?.id;
    const created = await call(app, 'POST', basketPaths.priceAdjustments(basketId), {
      body: { itemId, type: 'amount', value: 19.9, reason: 'damaged box' },
      token: accessToken,
    });
    expect(created.statusCode).toBe(201);
    const withAdj = basketOf(created);
    const adj = withAdj.priceAdjustments[0];
    expect(adj).toMatchObject({ itemId, appliedDiscount: 19.9 });
    expect(withAdj.totals).toMatchObject({
      itemSubTotal: 180,
      totalDiscount: 19.9,
      totalDiscountPercentage: 10,
    });
    const id = adj?.adjustmentId as string;
    const patched = basketOf(
      await call(app, 'PATCH', basketPaths.priceAdjustment(basketId, id), {
        body: { type: 'percentage', value: 20 },
        token: accessToken,
      }),
    );
    expect(patched.totals.totalDiscount).toBe(39.98);
    const overMaximum = await call(app, 'PATCH', basketPaths.priceAdjustment(basketId, id), {
      body: { value: 50 },
      token: accessToken,
    });
    expect(codeOf(overMaximum)).toBe('PRC400');
    const tooMuch = await call(app, 'PATCH', basketPaths.priceAdjustment(basketId, id), {
      body: { value: 150 },
      token: accessToken,
    });
    expect(codeOf(tooMuch)).toBe('API400');
    const deleted = basketOf(
      await call(app, 'DELETE', basketPaths.priceAdjustment(basketId, id), { token: accessToken }),
    );
    expect(deleted.priceAdjustments).toEqual([]);
    expect(deleted.totals.totalDiscount).toBe(0);
    const missing = await call(app, 'DELETE', basketPaths.priceAdjustment(basketId, id), {
      token: accessToken,
    });
    expect(codeOf(missing)).toBe('API404');
  });
});
