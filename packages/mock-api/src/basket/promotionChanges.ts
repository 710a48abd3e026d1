import { randomUUID } from 'node:crypto';
import type {
  priceAdjustmentPatchSchema,
  priceAdjustmentRequestSchema,
} from '@storefront/api-contract';
import type * as z from 'zod';
import type { Associate, Shopper } from '../auth/shopper';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { assertAdjustmentsWithinMaximum, maxPriceAdjustmentPercent } from './adjustments';
import { checkCoupon, normaliseCode, requireCouponApplied } from './coupons';
import { mutateBasket } from './pipeline';
import { applyReward, type RewardInput } from './rewards';
import type { Basket } from './types';

// Coupons, rewards and price adjustments of spec 1 §7 "Cart" as services: each change goes
// through mutateBasket (the one way a basket changes).

/**
 * Applies a coupon code (spec 1 §7 "Cart" PUT coupon): PRM130-PRM416 before the change,
 * PRM175 after recalculation when it did not apply (nothing is saved then).
 */
export function applyCoupon(
  db: Database,
  now: Date,
  shopper: Shopper,
  basketId: string,
  rawCode: string,
): Promise<Basket> {
  const code = normaliseCode(rawCode);
  return mutateBasket(
    db,
    basketId,
    shopper,
    async (b) => {
      b.couponItems.push(await checkCoupon(db, b, code, shopper, now));
    },
    { now, verify: (next) => requireCouponApplied(next, code) },
  );
}

/**
 * Removes a coupon by code or coupon item id (spec 1 §7 "Cart" DELETE coupon).
 * @throws ApiHttpError 400 `PRM130` when the basket has no such coupon
 */
export function removeCoupon(
  db: Database,
  now: Date,
  shopper: Shopper,
  change: { cartId: string; code?: string; couponItemId?: string },
): Promise<Basket> {
  const code = change.code ? normaliseCode(change.code) : undefined;
  return mutateBasket(
    db,
    change.cartId,
    shopper,
    (b) => {
      const found = b.couponItems.find(
        (c) => c.code === code || c.couponItemId === change.couponItemId,
      );
      if (!found) {
        const what = code ?? change.couponItemId;
        throw new ApiHttpError(400, 'PRM130', `Coupon ${what} is not on the basket`);
      }
      b.couponItems = b.couponItems.filter((c) => c !== found);
    },
    { now },
  );
}

/** Applies (or removes) a loyalty reward (spec 1 §7 "Cart" PUT reward; see `applyReward`). */
export function redeemReward(
  db: Database,
  now: Date,
  shopper: Shopper,
  basketId: string,
  input: RewardInput,
): Promise<Basket> {
  return mutateBasket(db, basketId, shopper, (b) => applyReward(db, b, shopper, input, now), {
    now,
  });
}

/** A new price adjustment (spec 1 §7 price_adjustments), as parsed. */
export type NewPriceAdjustment = z.output<typeof priceAdjustmentRequestSchema>;
/** A change of a price adjustment, as parsed. */
export type PriceAdjustmentChange = z.output<typeof priceAdjustmentPatchSchema>;

const adjustmentNotFound = (adjustmentId: string) =>
  new ApiHttpError(404, 'API404', `Price adjustment ${adjustmentId} not found`);

/**
 * Adds a price adjustment by an in-store associate (spec 1 §7 price_adjustments) on an item or
 * the order, recording the associate's employee id and store.
 * @throws ApiHttpError 404 `ORD404` for an unknown (or bonus) item; 400 `PRC400` over the
 * maximum share (see `adjustments.ts`)
 */
export function addPriceAdjustment(
  db: Database,
  now: Date,
  { shopper, inStoreSession }: Associate,
  basketId: string,
  adjustment: NewPriceAdjustment,
): Promise<Basket> {
  const adjustmentId = randomUUID();
  const maxPercent = maxPriceAdjustmentPercent();
  return mutateBasket(
    db,
    basketId,
    shopper,
    (b) => {
      const { itemId } = adjustment;
      if (itemId && !b.items.some((i) => i.id === itemId && !i.bonus)) {
        throw new ApiHttpError(404, 'ORD404', `Item ${itemId} not found in basket ${b.basketId}`);
      }
      b.priceAdjustments.push({
        adjustmentId,
        ...(itemId ? { itemId } : {}),
        type: adjustment.type,
        value: adjustment.value,
        ...(adjustment.reason ? { reason: adjustment.reason } : {}),
        appliedDiscount: 0,
        storeEmployeeId: inStoreSession.storeEmployeeId,
        storeId: inStoreSession.storeId,
      });
      assertAdjustmentsWithinMaximum(b, itemId, maxPercent);
    },
    { now },
  );
}

/**
 * Changes a price adjustment (type, value, reason); the associate making the change is
 * recorded on it.
 * @throws ApiHttpError 404 `API404` for an unknown adjustment; 400 `API400` for a percentage
 * over 100; 400 `PRC400` over the maximum share
 */
export function changePriceAdjustment(
  db: Database,
  now: Date,
  { shopper, inStoreSession }: Associate,
  ids: { basketId: string; adjustmentId: string },
  change: PriceAdjustmentChange,
): Promise<Basket> {
  const maxPercent = maxPriceAdjustmentPercent();
  return mutateBasket(
    db,
    ids.basketId,
    shopper,
    (b) => {
      const adj = b.priceAdjustments.find((a) => a.adjustmentId === ids.adjustmentId);
      if (!adj) throw adjustmentNotFound(ids.adjustmentId);
      if (change.type) adj.type = change.type;
      if (change.value !== undefined) adj.value = change.value;
      if (change.reason !== undefined) adj.reason = change.reason;
      if (adj.type === 'percentage' && adj.value > 100) {
        throw new ApiHttpError(400, 'API400', 'Invalid body value: a percentage is at most 100');
      }
      adj.storeEmployeeId = inStoreSession.storeEmployeeId;
      adj.storeId = inStoreSession.storeId;
      assertAdjustmentsWithinMaximum(b, adj.itemId, maxPercent);
    },
    { now },
  );
}

/**
 * Removes a price adjustment.
 * @throws ApiHttpError 404 `API404` for an unknown adjustment
 */
export function removePriceAdjustment(
  db: Database,
  now: Date,
  { shopper }: Associate,
  ids: { basketId: string; adjustmentId: string },
): Promise<Basket> {
  return mutateBasket(
    db,
    ids.basketId,
    shopper,
    (b) => {
      const before = b.priceAdjustments.length;
      b.priceAdjustments = b.priceAdjustments.filter((a) => a.adjustmentId !== ids.adjustmentId);
      if (b.priceAdjustments.length === before) throw adjustmentNotFound(ids.adjustmentId);
    },
    { now },
  );
}
