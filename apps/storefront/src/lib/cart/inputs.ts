import {
  applyCouponRequestSchema,
  basketItemFieldsSchema,
  giftCardBalanceRequestSchema,
  removeItemRequestSchema,
  saveForLaterQuerySchema,
  shippingMethodCodeValues,
  updateItemRequestSchema,
} from '@storefront/api-contract';
import * as z from 'zod';

/**
 * The inputs of the cart's Server Actions, derived from the contract's request schemas
 * (spec 1 §7 "Cart"): what the browser sends is the request without the basket id (the
 * server's, from the cookie), with the action's own extras.
 */

/** An add of the shopper (POST /cart/v1/item without `cartId`) and its idempotency key (spec 3 §4). */
export const addToCartInputSchema = basketItemFieldsSchema
  .omit({ recipeId: true, saveForLater: true })
  .extend({ productId: z.string().min(1).max(128), idempotencyKey: z.uuid().optional() });

/** An item change (PUT …/item): the contract's body with a known delivery method code. */
export const updateItemInputSchema = updateItemRequestSchema.extend({
  shippingMethod: z.enum(shippingMethodCodeValues).optional(),
});

/** An item to remove (DELETE /cart/v1/item without `cartId`), with its variant for BSK404. */
export const removeItemInputSchema = removeItemRequestSchema
  .omit({ cartId: true })
  .extend({ productId: z.string().min(1).max(128) });

/** A promo code (PUT/DELETE /cart/v1/coupon `code`). */
export const couponCodeSchema = applyCouponRequestSchema.shape.code;

/** A page of the saved-for-later list (PUT /cart/v2/saveForLater query). */
export const savedPageInputSchema = saveForLaterQuerySchema;

/** A basket or saved item id. */
export const itemIdSchema = updateItemRequestSchema.shape.itemId.max(128);

/** Number (12-19 digits) and PIN (3-8 digits): both required (spec 1 §7 gift card balance). */
export const giftCardInputSchema = giftCardBalanceRequestSchema.extend({
  cardNumber: z.string().regex(/^\d{12,19}$/),
  pin: z.string().regex(/^\d{3,8}$/),
});
