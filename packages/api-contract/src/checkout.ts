import * as z from 'zod';
import {
  basketItemSchema,
  basketTotalsSchema,
  paymentInstrumentSchema,
  promoSummarySchema,
  shipmentSchema,
  shippingMethodSchema,
} from './basket';

/**
 * Checkout calls of the cart service (spec 1 §3 "Payment instrument", "Order", "Billing
 * address", "Gift card", shipping method codes; §4 "Checkout step", "Order placement", "Order
 * stage switches"; §7 "Cart"; spec 3 §3 express address, totals and shipping methods) and the
 * consumer purchase calls (spec 2 §7). Amounts are numbers in major units of the basket
 * currency (USD, CAD, GBP).
 */

const enc = encodeURIComponent;

/** Paths of the checkout calls (spec 1 §7). */
export const checkoutPaths = {
  shippingMethod: '/cart/v1/shippingMethod',
  applicableShippingMethods: (basketId: string, shippingId: string) =>
    `/cart/v1/cart/${enc(basketId)}/shippingMethod/${enc(shippingId)}`,
  shippingAddress: (basketId: string) => `/cart/v2/cart/${enc(basketId)}/shippingAddress`,
  shippingAddressValidation: (basketId: string) =>
    `/cart/v1/cart/${enc(basketId)}/shippingAddress/validation`,
  billingAddress: (basketId: string) => `/cart/v1/cart/${enc(basketId)}/billingAddress`,
  paymentMethods: (basketId: string) => `/cart/v1/cart/${enc(basketId)}/paymentMethods`,
  paymentInstruments: (basketId: string) => `/cart/v1/cart/${enc(basketId)}/paymentInstruments`,
  giftCardBalance: '/cart/v1/giftcard/balance',
  paymentSession: '/cart/v1/paymentSession',
  deviceFingerPrint: '/cart/v1/deviceFingerPrint',
  prepareOrder: '/cart/v1/cart/prepareOrder',
  placeOrder: '/cart/v2/checkout/order',
  order: (orderNumber: string) => `/cart/v2/checkout/order/${enc(orderNumber)}`,
} as const;

/** Paths of the consumer purchase calls (spec 2 §7, base /consumers-v3). */
export const purchasePaths = {
  purchase: (orderId: string) => `/consumers-v3/consumer/purchase/${enc(orderId)}`,
  invoiceDownload: '/consumers-v3/consumer/purchase/invoice/download',
  purchaseHistory: '/consumers-v3/consumer/purchasehistory',
  returnLabel: (orderId: string) => `/consumers-v3/consumer/return/${enc(orderId)}/returnLabel`,
  trackOrder: '/consumers-v3/consumer/TrackOrder',
  cancelOrder: '/consumers-v3/consumer/CancelOrder',
} as const;

/** Shipping method codes (spec 1 §3; `express` is an extra ship-to-home method of the mock). */
export const shippingMethodCodeValues = [
  'standard',
  'express',
  'pickup',
  'pudo',
  'sts',
  'digital',
  'customs',
] as const;

/** A shipping method (the basket's shape). */
export type ShippingMethodInfo = z.infer<typeof shippingMethodSchema>;

/** POST /cart/v1/shippingMethod body (spec 1 §7; spec 3 §7 `shippingId` `me`). */
export const setShippingMethodRequestSchema = z.object({
  cartId: z.string().min(1),
  code: z.string().min(1),
  shippingId: z.string().min(1).default('me'),
  shopperAppliedSM: z.boolean().optional(),
  /** Store (pickup, sts) or collection point (pudo) for a store delivery. */
  storeId: z.string().optional(),
  /** Items to move (store deliveries and back home); default: every item of the shipment. */
  itemIds: z.array(z.string()).optional(),
});
/** POST /cart/v1/shippingMethod body. */
export type SetShippingMethodRequest = z.input<typeof setShippingMethodRequestSchema>;

/** GET …/shippingMethod/{shippingId} answer: the methods of a shipment, fastest first (spec 1 §9). */
export const applicableShippingMethodsSchema = z.object({
  shippingId: z.string(),
  applicableShippingMethods: z.array(shippingMethodSchema),
  selected: z.string().optional(),
});
/** Applicable shipping methods. */
export type ApplicableShippingMethods = z.infer<typeof applicableShippingMethodsSchema>;

/** An address of the cart calls (spec 1 §3 "Billing address", spec 3 §3 "Address"). */
export const checkoutAddressSchema = z.object({
  addressId: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  addressLine3: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  countryCode: z.string().optional(),
  postalCode: z.string().optional(),
  province: z.string().optional(),
  stateCode: z.string().optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
});
/** An address. */
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** POST /cart/v2/cart/{basketId}/shippingAddress body (spec 1 §7, spec 3 §7). */
export const shippingAddressRequestSchema = checkoutAddressSchema.extend({
  cartId: z.string().optional(),
  shippingId: z.string().default('me'),
  /**
   * The captcha response for action `shippingAddress` (spec 1 §7): required for a guest's
   * address without a `context` (missing or refused: 403 `AUT403`), checked when given.
   */
  recaptcha_response: z.string().max(4000).optional(),
  context: z.enum(['APPLE_PAY_EXPRESS', 'PAYPAL_EXPRESS', 'COLLECTION']).optional(),
});
/** Shipping address body. */
export type ShippingAddressRequest = z.input<typeof shippingAddressRequestSchema>;

/** POST …/shippingAddress/validation answer: valid, or the first problem. */
export const addressValidationSchema = z.object({
  valid: z.boolean(),
  errorId: z.string().optional(),
  field: z.string().optional(),
  message: z.string().optional(),
});
/** Address validation answer. */
export type AddressValidation = z.infer<typeof addressValidationSchema>;

/** POST …/billingAddress body. */
export const billingAddressRequestSchema = checkoutAddressSchema.extend({
  shippingId: z.string().optional(),
  /** Copy the `me` shipping address (other fields override it). */
  sameAsShipping: z.boolean().optional(),
});
/** Billing address body. */
export type BillingAddressRequest = z.input<typeof billingAddressRequestSchema>;

/** `payment_method_id` values (spec 1 §3; `BNPL` is the buy-now-pay-later method). */
export const paymentMethodIdValues = [
  'CREDIT_CARD',
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'REWARD_CODE',
  'REWARD_CARD',
  'ATHLETES_PAYMENT',
  'BNPL',
  'PAYPAL',
  'DW_APPLE_PAY',
] as const;
/** A payment method id. */
export type PaymentMethodIdValue = (typeof paymentMethodIdValues)[number];

/** GET …/paymentMethods answer. */
export const paymentMethodsSchema = z.object({
  applicablePaymentMethods: z.array(
    z.object({ id: z.enum(paymentMethodIdValues), name: z.string() }),
  ),
  unavailablePaymentMethods: z.array(
    z.object({ id: z.enum(paymentMethodIdValues), reason: z.string() }),
  ),
  /** ATHLETES_PAYMENT: the athlete's remaining credit and what it may pay now. */
  athletesPayment: z.object({ remaining: z.number(), payable: z.number() }).optional(),
  /** LOYALTY_POINTS: the member's points and their value. */
  loyaltyPoints: z.object({ points: z.number(), value: z.number() }).optional(),
  remainingToPay: z.number(),
});
/** Payment methods answer. */
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** POST …/paymentInstruments body (spec 1 §7; spec 3 §7 PAYPAL `additionalDetails`). */
export const paymentInstrumentRequestSchema = z.object({
  payment_method_id: z.enum(paymentMethodIdValues),
  payment_card: z
    .object({
      number: z.string(),
      holder: z.string().optional(),
      expiration_month: z.coerce.number(),
      expiration_year: z.coerce.number(),
      security_code: z.string().optional(),
    })
    .optional(),
  /**
   * CREDIT_CARD with a card the signed-in consumer saved (spec 2 §3 "Payment card response"
   * `card.paymentInstrumentId`), instead of `payment_card`: 401 AUT432 for a guest, 404 PYT404
   * not this consumer's card, 400 FE309 it has expired.
   */
  customer_payment_instrument_id: z.string().min(1).max(64).optional(),
  /** GIFT_CARD: number and PIN, both required (else 400 GFC400; spec 1 §8). */
  gift_card: z.object({ card_number: z.string(), pin: z.string().min(1) }).optional(),
  /** LOYALTY_POINTS: points to spend (default all, up to the remaining amount). */
  points: z.number().int().positive().optional(),
  /** REWARD_CODE: the code; REWARD_CARD: the card number. */
  reward_code: z.string().optional(),
  reward_card: z.object({ card_number: z.string() }).optional(),
  /** ATHLETES_PAYMENT / GIFT_CARD: most this instrument should pay (major units). */
  amount: z.number().positive().optional(),
  additionalDetails: z
    .object({ paymentData: z.string().optional(), sessionId: z.string().optional() })
    .optional(),
  recaptcha_response: z.string().optional(),
});
/** Payment instrument body. */
export type PaymentInstrumentRequest = z.input<typeof paymentInstrumentRequestSchema>;

/** DELETE …/paymentInstruments body (or `payment_instrument_id` query). */
export const deletePaymentInstrumentRequestSchema = z.object({
  payment_instrument_id: z.string().min(1),
});

/**
 * POST /cart/v1/giftcard/balance body: number and PIN, both required (else 400 GFC400). The
 * call needs a shopper token (401 AUT401), answers an unknown number and a wrong PIN alike
 * (400 GFC410), locks a card or a shopper after 5 failures in 15 minutes (429 GFC812) and is
 * rate limited per shopper (spec 1 §7, §8).
 */
export const giftCardBalanceRequestSchema = z.object({
  cardNumber: z.string().min(1),
  pin: z.string().min(1),
});
/** Gift card balance answer. */
export const giftCardBalanceSchema = z.object({
  cardNumber: z.string(),
  balance: z.number(),
  currency: z.string(),
});
/** Gift card balance. */
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** GET /cart/v1/paymentSession query (spec 3 §7). */
export const paymentSessionQuerySchema = z.looseObject({
  cartId: z.string().min(1),
  paymentMethodId: z.enum(['BNPL', 'DW_APPLE_PAY', 'CREDIT_CARD']).default('BNPL'),
  paymentMethod: z.string().optional(),
  referer: z.string().optional(),
});
/** Payment session answer (spec 3 §7: success, provider, meta.merchantSession, locale). */
export const paymentSessionSchema = z.object({
  success: z.boolean(),
  provider: z.string(),
  locale: z.string(),
  sessionId: z.string(),
  meta: z.object({ merchantSession: z.record(z.string(), z.unknown()) }),
});
/** Payment session. */
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** POST /cart/v1/deviceFingerPrint body. */
export const deviceFingerPrintRequestSchema = z.looseObject({
  cartId: z.string().min(1),
  fingerPrint: z.string().optional(),
});

/** POST /cart/v1/cart/prepareOrder body. */
export const prepareOrderRequestSchema = z.object({ basketId: z.string().min(1) });

/** In-store associate data of an order (spec 1 §1, spec 2 §3 "In-store session"). */
export const inStoreSalesInfoSchema = z.object({
  storeId: z.string().min(1),
  storeEmployeeId: z.string().min(1),
  storeName: z.string().optional(),
  storeEmployeeName: z.string().optional(),
});

/** The payment method of an order: code and additionalData (spec 1 §3, spec 3 §7). */
export const orderPaymentMethodSchema = z.object({
  code: z.string(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});

/** PUT /cart/v2/checkout/order body (spec 1 §7). */
export const placeOrderRequestSchema = z.object({
  cartId: z.string().min(1),
  billingAddress: checkoutAddressSchema.optional(),
  paymentMethod: orderPaymentMethodSchema.optional(),
  inStoreSalesInfo: inStoreSalesInfoSchema.optional(),
  /** The captcha widget's one-time response for the `placeOrder` action (missing: AUT403). */
  recaptcha_response: z.string().max(4000).optional(),
});
/** Place order body. */
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** PATCH /cart/v2/checkout/order/{orderNumber} body: the 3-D Secure result (`transStatus` Y/N). */
export const patchOrderRequestSchema = z.object({
  paymentMethod: z.object({
    code: z.string().default('CREDIT_CARD'),
    additionalData: z.looseObject({ transStatus: z.string().optional() }),
  }),
});
/** Patch order body. */
export type PatchOrderRequest = z.input<typeof patchOrderRequestSchema>;

/** Order status `st`. */
export const orderStatusValues = [
  'created',
  'pendingAuthentication',
  'failed',
  'shipped',
  'cancelled',
] as const;

const flashSchema = z.looseObject({ type: z.string(), code: z.string(), message: z.string() });

/**
 * An order (spec 1 §3 "Order"): orderNumber, st, items, shipments, paymentMethod, flash,
 * totals, promoSummary. Items, shipments, instruments and totals have the basket's shapes.
 */
export const orderSchema = z.looseObject({
  orderNumber: z.string(),
  st: z.enum(orderStatusValues),
  basketId: z.string(),
  currency: z.string(),
  channel: z.enum(['ECOMM', 'MAPP']),
  items: z.array(basketItemSchema),
  shipments: z.array(shipmentSchema),
  paymentMethod: orderPaymentMethodSchema,
  paymentInstruments: z.array(paymentInstrumentSchema),
  billingAddress: checkoutAddressSchema.optional(),
  flash: z.array(flashSchema),
  totals: basketTotalsSchema,
  promoSummary: z.array(promoSummarySchema),
  couponCodes: z.array(z.string()),
  inStoreSalesInfo: inStoreSalesInfoSchema.optional(),
  createdAt: z.string(),
});
/** An order. */
export type Order = z.infer<typeof orderSchema>;

/** prepareOrder answer: the basket checked and ready, with its totals. */
export const prepareOrderSchema = z.looseObject({
  basketId: z.string(),
  prepared: z.literal(true),
  totals: z.looseObject({ total: z.number(), remainingToPay: z.number() }),
});

/** POST purchasehistory body (paging). */
export const purchaseHistoryRequestSchema = z.object({
  start: z.number().int().nonnegative().default(0),
  count: z.number().int().min(1).max(50).default(10),
});
/** Purchase history answer. */
export const purchaseHistorySchema = z.object({
  total: z.number(),
  start: z.number(),
  count: z.number(),
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      st: z.enum(orderStatusValues),
      createdAt: z.string(),
      total: z.number(),
      currency: z.string(),
      totalUnits: z.number(),
    }),
  ),
});
/** Purchase history. */
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

/** POST TrackOrder body: a guest gives the order's e-mail. */
export const trackOrderRequestSchema = z.object({
  orderNumber: z.string().min(1),
  email: z.string().optional(),
});
/** TrackOrder answer. */
export const trackOrderSchema = z.object({
  orderNumber: z.string(),
  st: z.enum(orderStatusValues),
  events: z.array(z.object({ status: z.string(), date: z.string() })),
  shipments: z.array(z.object({ shipmentId: z.string(), trackingNumber: z.string().optional() })),
});

/** POST CancelOrder body. */
export const cancelOrderRequestSchema = z.object({ orderNumber: z.string().min(1) });

/** POST return/{orderId}/returnLabel body. */
export const returnLabelRequestSchema = z.object({ itemIds: z.array(z.string()).optional() });
/** Return label answer. */
export const returnLabelSchema = z.object({
  returnId: z.string(),
  orderNumber: z.string(),
  itemIds: z.array(z.string()),
  trackingNumber: z.string(),
  /** The label as a data: URL (no network; the mock: `data:application/pdf;base64,…`). */
  labelUrl: z.string(),
});

/** POST invoice/download body. */
export const invoiceDownloadRequestSchema = z.object({ orderNumber: z.string().min(1) });
/** Invoice answer: the invoice file (the mock: a one-page PDF, `application/pdf`), base64 encoded. */
export const invoiceSchema = z.object({
  orderNumber: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
});
