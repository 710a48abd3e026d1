import {
  channels,
  checkoutAddressSchema,
  placeOrderRequestSchema,
  setShippingMethodRequestSchema,
  shippingAddressRequestSchema,
  shippingMethodCodeValues,
} from '@storefront/api-contract';
import * as z from 'zod';

/**
 * The inputs of the checkout's Server Actions, derived from the contract's request schemas
 * (spec 1 §7): the request without the basket id (the server's, from the cookie).
 */

/**
 * The home shipment's address (POST /cart/v2/cart/{basketId}/shippingAddress without `cartId`,
 * `shippingId` and `context`) with the captcha's response for action `shippingAddress`.
 */
export const shippingAddressInputSchema = checkoutAddressSchema.extend({
  recaptcha_response: shippingAddressRequestSchema.shape.recaptcha_response,
});

/** A shipment's method (POST /cart/v1/shippingMethod without `cartId`), a known code. */
export const shippingMethodInputSchema = setShippingMethodRequestSchema
  .omit({ cartId: true, shopperAppliedSM: true })
  .extend({ code: z.enum(shippingMethodCodeValues) });

/**
 * Place order (PUT /cart/v2/checkout/order without `cartId`), with the page's channel and the
 * device fingerprint sent before it (spec 1 §7, commerce `deviceFingerprintOf`).
 */
export const placeOrderInputSchema = placeOrderRequestSchema
  .pick({ recaptcha_response: true })
  .extend({
    channel: z.enum(channels).optional(),
    fingerPrint: z
      .string()
      .regex(/^dfp1-[0-9a-f]{16}$/)
      .optional(),
  });

/** An order number of the 3-D Secure PATCH (`ORD` and digits). */
export const orderNumberSchema = z.string().regex(/^[A-Z]{3}\d{1,12}$/);

/** The 3-D Secure result: `Y` approved, `N` refused. */
export const transStatusSchema = z.enum(['Y', 'N']);

/** A stage switch code (spec 1 §4: ORD516-518). */
export const stageSwitchCodeSchema = z.enum(['ORD516', 'ORD517', 'ORD518']);

/** A store shipment's id: `pickup-0101`, `sts-0102`, `pudo-CP-US-001`. */
export const storeShipmentIdSchema = z.string().regex(/^(pickup|sts|pudo)-[A-Za-z0-9-]{1,40}$/);

/** A payment instrument id. */
export const paymentInstrumentIdSchema = z.string().min(1).max(128);

export { checkoutAddressSchema };
