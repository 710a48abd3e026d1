import type { FastifyInstance } from 'fastify';
import { registerCartRoutes } from './cart';
import type { BasketRoutesOptions } from './http';
import { registerPromotionRoutes } from './promotions';
import { registerSaveForLaterRoutes } from './saveForLater';

export type { BasketRoutesOptions } from './http';

/**
 * Registers the basket calls of the cart service (spec 1 §7 "Cart"): baskets and items,
 * coupons, rewards, price adjustments, saved for later, reserveWithItem.
 */
export function registerBasketRoutes(app: FastifyInstance, options: BasketRoutesOptions): void {
  registerCartRoutes(app, options);
  registerPromotionRoutes(app, options);
  registerSaveForLaterRoutes(app, options);
}
