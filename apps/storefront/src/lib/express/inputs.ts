import { placeOrderRequestSchema } from '@storefront/api-contract';
import * as z from 'zod';

/**
 * The inputs of the express Server Actions (spec 3 §4, §7), checked before any call: what
 * the browser sends is never trusted (bad input → `unknown` with `API400`, nothing sent).
 */

const text = (max: number) => z.string().max(max).optional();

/** A wallet contact (the Apple Pay contact shape, spec 3 §5). */
export const walletContactSchema = z.object({
  givenName: text(100),
  familyName: text(100),
  emailAddress: text(200),
  phoneNumber: text(40),
  addressLines: z.array(z.string().max(200)).max(3).optional(),
  locality: text(200),
  administrativeArea: text(100),
  postalCode: text(20),
  countryCode: text(2),
});

/** Where a flow starts (spec 3 §4): a product page's variant, or the basket of a place. */
export const expressSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    variantId: z.string().min(1).max(64),
    productId: z.string().min(1).max(64).optional(),
  }),
  z.object({ kind: z.literal('basket'), place: z.enum(['miniCart', 'cart', 'checkout']) }),
]);

/** The express method (spec 3 §1): the card wallet or PayPal. */
export const expressMethodSchema = z.enum(['wallet', 'paypal']);

/** The captcha's one-time answer for action `placeOrder` (spec 3 §7). */
const recaptcha = placeOrderRequestSchema.shape.recaptcha_response;

/** The provider's opaque payment token (`additionalDetails.paymentData`). */
const paymentData = z.string().min(1).max(20_000);

/** The wallet's authorisation (spec 3 §4 step 5). */
export const walletPaymentSchema = z.object({
  shippingContact: walletContactSchema,
  billingContact: walletContactSchema,
  paymentData,
  recaptcha_response: recaptcha,
});

/** PayPal's additional details (spec 3 §4 "PayPal express"). */
export const paypalDetailsSchema = z.object({ paymentData, recaptcha_response: recaptcha });

/**
 * What a cancel may carry (spec 1 §7): the captcha's answer for action `shippingAddress`, so
 * the cart's home address of before the flow can be set again for a guest.
 */
export const expressCancelSchema = z.object({ recaptcha_response: recaptcha }).optional();

/** A home shipping method the sheet offers (spec 3 §3). */
export const expressMethodCodeSchema = z.enum(['standard', 'express']);

/** An order number (`ALP` and digits). */
export const expressOrderNumberSchema = z.string().regex(/^[A-Z]{3}\d{1,12}$/);
