import { randomUUID } from 'node:crypto';
import {
  applyCouponRequestSchema,
  basketPaths,
  priceAdjustmentPatchSchema,
  priceAdjustmentRequestSchema,
  removeCouponRequestSchema,
  rewardRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import {
  assertAdjustmentsWithinMaximum,
  maxPriceAdjustmentPercent,
} from '../../basket/adjustments';
import { checkCoupon, normaliseCode, requireCouponApplied } from '../../basket/coupons';
import { mutateBasket } from '../../basket/pipeline';
import { applyReward } from '../../basket/rewards';
import type { CouponItem } from '../../basket/types';
import { ApiHttpError } from '../../errors';
import {
  type BasketRoutesOptions,
  basketAnswer,
  parseBody,
  requireAssociate,
  requireShopper,
  routePath,
} from './http';

type BasketParams = { basketId: string };
type AdjustmentParams = { basketId: string; adjustmentId: string };

/**
 * Coupons (PUT/DELETE /cart/v1/coupon), rewards (PUT /cart/v1/cart/{basketId}/reward) and
 * price adjustments (POST, PATCH, DELETE /cart/v1/cart/{basketId}/price_adjustments) of
 * spec 1 §7 "Cart". Price adjustments are for an in-store associate session only (agent
 * login, acting on its own basket; else 403 `AUT432`), at most
 * `MOCK_API_MAX_PRICE_ADJUSTMENT_PERCENT` (default 30) % of the item's or order's price
 * (else 400 `PRC400`); each records the associate's employee id and store.
 */
export function registerPromotionRoutes(app: FastifyInstance, options: BasketRoutesOptions): void {
  const { db } = options;

  app.put(basketPaths.coupon, async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parseBody(applyCouponRequestSchema, request);
    const now = options.now();
    const code = normaliseCode(body.code);
    // PRM130-PRM416 before the change; PRM175 after recalculation (nothing saved then).
    const basket = await mutateBasket(
      db,
      body.cartId,
      shopper,
      async (b) => {
        const item: CouponItem = await checkCoupon(db, b, code, shopper, now);
        b.couponItems.push(item);
      },
      { now, verify: (next) => requireCouponApplied(next, code) },
    );
    return basketAnswer(basket);
  });

  app.delete(basketPaths.coupon, async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parseBody(removeCouponRequestSchema, request);
    const code = body.code ? normaliseCode(body.code) : undefined;
    const basket = await mutateBasket(
      db,
      body.cartId,
      shopper,
      (b) => {
        const found = b.couponItems.find(
          (c) => c.code === code || c.couponItemId === body.couponItemId,
        );
        if (!found)
          throw new ApiHttpError(
            400,
            'PRM130',
            `Coupon ${code ?? body.couponItemId} is not on the basket`,
          );
        b.couponItems = b.couponItems.filter((c) => c !== found);
      },
      { now: options.now() },
    );
    return basketAnswer(basket);
  });

  app.put<{ Params: BasketParams }>(routePath(basketPaths.reward(':basketId')), async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parseBody(rewardRequestSchema, request);
    const now = options.now();
    const basket = await mutateBasket(
      db,
      request.params.basketId,
      shopper,
      (b) => applyReward(db, b, shopper, body, now),
      {
        now,
      },
    );
    return basketAnswer(basket);
  });

  app.post<{ Params: BasketParams }>(
    routePath(basketPaths.priceAdjustments(':basketId')),
    async (request, reply) => {
      const { shopper, inStoreSession } = await requireAssociate(db, request);
      const body = parseBody(priceAdjustmentRequestSchema, request);
      const adjustmentId = randomUUID();
      const maxPercent = maxPriceAdjustmentPercent();
      const basket = await mutateBasket(
        db,
        request.params.basketId,
        shopper,
        (b) => {
          if (body.itemId && !b.items.some((i) => i.id === body.itemId && !i.bonus)) {
            throw new ApiHttpError(
              404,
              'ORD404',
              `Item ${body.itemId} not found in basket ${b.basketId}`,
            );
          }
          b.priceAdjustments.push({
            adjustmentId,
            ...(body.itemId ? { itemId: body.itemId } : {}),
            type: body.type,
            value: body.value,
            ...(body.reason ? { reason: body.reason } : {}),
            appliedDiscount: 0,
            storeEmployeeId: inStoreSession.storeEmployeeId,
            storeId: inStoreSession.storeId,
          });
          assertAdjustmentsWithinMaximum(b, body.itemId, maxPercent);
        },
        { now: options.now() },
      );
      return reply.code(201).send(basketAnswer(basket));
    },
  );

  app.patch<{ Params: AdjustmentParams }>(
    routePath(basketPaths.priceAdjustment(':basketId', ':adjustmentId')),
    async (request) => {
      const { shopper, inStoreSession } = await requireAssociate(db, request);
      const body = parseBody(priceAdjustmentPatchSchema, request);
      const maxPercent = maxPriceAdjustmentPercent();
      const basket = await mutateBasket(
        db,
        request.params.basketId,
        shopper,
        (b) => {
          const adj = b.priceAdjustments.find(
            (a) => a.adjustmentId === request.params.adjustmentId,
          );
          if (!adj)
            throw new ApiHttpError(
              404,
              'API404',
              `Price adjustment ${request.params.adjustmentId} not found`,
            );
          if (body.type) adj.type = body.type;
          if (body.value !== undefined) adj.value = body.value;
          if (body.reason !== undefined) adj.reason = body.reason;
          if (adj.type === 'percentage' && adj.value > 100) {
            throw new ApiHttpError(
              400,
              'API400',
              'Invalid body value: a percentage is at most 100',
            );
          }
          adj.storeEmployeeId = inStoreSession.storeEmployeeId;
          adj.storeId = inStoreSession.storeId;
          assertAdjustmentsWithinMaximum(b, adj.itemId, maxPercent);
        },
        { now: options.now() },
      );
      return basketAnswer(basket);
    },
  );

  app.delete<{ Params: AdjustmentParams }>(
    routePath(basketPaths.priceAdjustment(':basketId', ':adjustmentId')),
    async (request) => {
      const { shopper } = await requireAssociate(db, request);
      const basket = await mutateBasket(
        db,
        request.params.basketId,
        shopper,
        (b) => {
          const before = b.priceAdjustments.length;
          b.priceAdjustments = b.priceAdjustments.filter(
            (a) => a.adjustmentId !== request.params.adjustmentId,
          );
          if (b.priceAdjustments.length === before) {
            throw new ApiHttpError(
              404,
              'API404',
              `Price adjustment ${request.params.adjustmentId} not found`,
            );
          }
        },
        { now: options.now() },
      );
      return basketAnswer(basket);
    },
  );
}
