import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { couponRedemptions, coupons } from '../db/basketSchema';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import type { Basket, CouponItem } from './types';

/**
 * Coupon rules (spec 1 §3 "couponItems", §8 Promo codes; meanings from the api-contract
 * catalogue). Checked in this order when a coupon is entered:
 *
 * | code (status) | when |
 * |---|---|
 * | PRM130 (400) invalid coupon | no such code |
 * | PRM160 (409) already applied | the code is already on the basket |
 * | PRM135 (400) not yet available | the coupon starts later |
 * | PRM155 (400) expired | the coupon has ended |
 * | PRM150 (409) already redeemed | a single-use code that was used, or a once-per-consumer code this consumer redeemed |
 * | PRM140 (409) limit exceeded | the code's total redemptions are used up |
 * | PRM416 (409) cannot be applied | an exclusive coupon with another coupon on the basket (either way) |
 * | PRM175 (400) invalid for this cart | its promotion does not apply to the basket (checked after recalculation) |
 */

/** Normalises an entered code: trimmed, upper case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * Checks a code for a basket and returns the coupon item to add (not yet checked against
 * the basket's content: see {@link requireCouponApplied}).
 * @throws ApiHttpError PRM130, PRM160, PRM135, PRM155, PRM150, PRM140, PRM416 (table above)
 */
export async function checkCoupon(
  db: Database,
  basket: Basket,
  code: string,
  shopper: Shopper,
  now: Date,
): Promise<CouponItem> {
  const wanted = normaliseCode(code);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, wanted));
  if (!coupon) throw new ApiHttpError(400, 'PRM130', `Invalid coupon ${wanted}`);
  if (basket.couponItems.some((c) => c.code === wanted)) {
    throw new ApiHttpError(409, 'PRM160', `Coupon ${wanted} is already applied`);
  }
  if (coupon.startsAt && coupon.startsAt > now) {
    throw new ApiHttpError(
      400,
      'PRM135',
      `Coupon ${wanted} is not yet available (from ${coupon.startsAt.toISOString()})`,
    );
  }
  if (coupon.endsAt && coupon.endsAt <= now) {
    throw new ApiHttpError(
      400,
      'PRM155',
      `Coupon ${wanted} expired on ${coupon.endsAt.toISOString()}`,
    );
  }
  const max = coupon.maxRedemptions;
  if (max === 1 && coupon.redemptions >= 1) {
    throw new ApiHttpError(409, 'PRM150', `Coupon ${wanted} has already been redeemed`);
  }
  if (coupon.oncePerConsumer) {
    const [used] = await db
      .select({ code: couponRedemptions.code })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.code, wanted),
          eq(couponRedemptions.consumerId, shopper.consumerId),
        ),
      );
    if (used)
      throw new ApiHttpError(
        409,
        'PRM150',
        `Coupon ${wanted} has already been redeemed by this customer`,
      );
  }
  if (max !== null && coupon.redemptions >= max) {
    throw new ApiHttpError(
      409,
      'PRM140',
      `Coupon ${wanted} reached its limit of ${max} redemptions`,
    );
  }
  if (basket.couponItems.length > 0) {
    const others = await db
      .select({ code: coupons.code, exclusive: coupons.exclusive })
      .from(coupons)
      .where(
        inArray(
          coupons.code,
          basket.couponItems.map((c) => c.code),
        ),
      );
    if (coupon.exclusive || others.some((o) => o.exclusive)) {
      throw new ApiHttpError(
        409,
        'PRM416',
        `Coupon ${wanted} cannot be combined with the coupons on the basket`,
      );
    }
  }
  return {
    couponItemId: randomUUID(),
    code: wanted,
    promotionId: coupon.promotionId,
    applied: false,
    valid: true,
    statusCode: 'no_applicable_promotion',
  };
}

/**
 * After recalculation: the entered coupon's promotion must apply.
 * @throws ApiHttpError 400 `PRM175` when it does not
 */
export function requireCouponApplied(basket: Basket, code: string) {
  const item = basket.couponItems.find((c) => c.code === code);
  if (!item?.applied) {
    throw new ApiHttpError(400, 'PRM175', `Coupon ${code} is not valid for this cart`);
  }
}

/**
 * Reserves the redemption of the basket's applied coupons when its order is placed, also an
 * order waiting for 3-D Secure (called by the checkout module): each counts against its
 * coupon's rules at once, so a once-per-consumer or limited code cannot be placed twice while
 * the first order waits. Idempotent per basket: placing again redeems nothing twice. A failed
 * challenge gives them back ({@link releaseCoupons}).
 * @returns the codes redeemed by this call
 * @throws ApiHttpError 409 `PRM150` a once-per-consumer code this consumer already redeemed
 * with another basket, or a used single-use code; 409 `PRM140` the code's limit is reached
 */
export async function redeemCoupons(db: Database, basket: Basket): Promise<string[]> {
  const redeemed: string[] = [];
  for (const item of basket.couponItems.filter((c) => c.applied)) {
    const inserted = await db
      .insert(couponRedemptions)
      .values({ code: item.code, consumerId: basket.consumerId, basketId: basket.basketId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) continue;
    await assertRedeemable(db, item.code, basket);
    await db
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(eq(coupons.code, item.code));
    redeemed.push(item.code);
  }
  return redeemed;
}

/** The coupon rules at redemption (see {@link redeemCoupons} for the codes). */
async function assertRedeemable(db: Database, code: string, basket: Basket): Promise<void> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) return;
  if (coupon.oncePerConsumer) {
    const [other] = await db
      .select({ basketId: couponRedemptions.basketId })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.code, code),
          eq(couponRedemptions.consumerId, basket.consumerId),
          ne(couponRedemptions.basketId, basket.basketId),
        ),
      );
    if (other)
      throw new ApiHttpError(
        409,
        'PRM150',
        `Coupon ${code} has already been redeemed by this customer`,
      );
  }
  const max = coupon.maxRedemptions;
  if (max !== null && coupon.redemptions >= max) {
    throw max === 1
      ? new ApiHttpError(409, 'PRM150', `Coupon ${code} has already been redeemed`)
      : new ApiHttpError(409, 'PRM140', `Coupon ${code} reached its limit of ${max} redemptions`);
  }
}

/**
 * Gives back the coupon redemptions of a basket whose order failed (3-D Secure challenge
 * failed): the codes count as unused again.
 * @returns the codes released
 */
export async function releaseCoupons(db: Database, basketId: string): Promise<string[]> {
  const removed = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.basketId, basketId))
    .returning({ code: couponRedemptions.code });
  for (const { code } of removed) {
    await db
      .update(coupons)
      .set({ redemptions: sql`greatest(${coupons.redemptions} - 1, 0)` })
      .where(eq(coupons.code, code));
  }
  return removed.map((r) => r.code);
}
