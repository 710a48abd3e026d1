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
  addPriceAdjustment,
  applyCoupon,
  changePriceAdjustment,
  redeemReward,
  removeCoupon,
  removePriceAdjustment,
} from '../../basket/promotionChanges';
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
 * (else 400 `PRC400`); each records the associate's employee id and store. The rules live in
 * `basket/promotionChanges.ts`.
 */
export function registerPromotionRoutes(app: FastifyInstance, options: BasketRoutesOptions): void {
  const { db } = options;

  app.put(basketPaths.coupon, async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parseBody(applyCouponRequestSchema, request);
    return basketAnswer(await applyCoupon(db, options.now(), shopper, body.cartId, body.code));
  });

  app.delete(basketPaths.coupon, async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parseBody(removeCouponRequestSchema, request);
    return basketAnswer(await removeCoupon(db, options.now(), shopper, body));
  });

  app.put<{ Params: BasketParams }>(routePath(basketPaths.reward(':basketId')), async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parseBody(rewardRequestSchema, request);
    const { basketId } = request.params;
    return basketAnswer(await redeemReward(db, options.now(), shopper, basketId, body));
  });

  app.post<{ Params: BasketParams }>(
    routePath(basketPaths.priceAdjustments(':basketId')),
    async (request, reply) => {
      const associate = await requireAssociate(db, request);
      const body = parseBody(priceAdjustmentRequestSchema, request);
      const { basketId } = request.params;
      const basket = await addPriceAdjustment(db, options.now(), associate, basketId, body);
      return reply.code(201).send(basketAnswer(basket));
    },
  );

  app.patch<{ Params: AdjustmentParams }>(
    routePath(basketPaths.priceAdjustment(':basketId', ':adjustmentId')),
    async (request) => {
      const associate = await requireAssociate(db, request);
      const body = parseBody(priceAdjustmentPatchSchema, request);
      return basketAnswer(
        await changePriceAdjustment(db, options.now(), associate, request.params, body),
      );
    },
  );

  app.delete<{ Params: AdjustmentParams }>(
    routePath(basketPaths.priceAdjustment(':basketId', ':adjustmentId')),
    async (request) => {
      const associate = await requireAssociate(db, request);
      return basketAnswer(
        await removePriceAdjustment(db, options.now(), associate, request.params),
      );
    },
  );
}
