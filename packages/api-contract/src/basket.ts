import * as z from 'zod';
import { giftOptionSchema } from './basketRequests';

/**
 * Cart service contract (spec 1 §3 "Cart", "Cart totals", "promoSummary", "Cart item",
 * "Saved for later", "Loyalty in cart"; spec 1 §7 "Cart"; spec 3 §3 "Cart totals and
 * shipping methods"). Amounts are numbers in major units of the basket currency, 2 decimals.
 */

const seg = (value: string) => encodeURIComponent(value);

/** Paths of the cart service (basket calls; checkout calls live with the checkout contract). */
export const basketPaths = {
  cart: '/cart/v1/cart',
  cartWithItem: '/cart/v1/cartWithItem',
  basket: (basketId: string) => `/cart/v1/cart/${seg(basketId)}`,
  item: '/cart/v1/item',
  basketItem: (basketId: string) => `/cart/v1/cart/${seg(basketId)}/item`,
  coupon: '/cart/v1/coupon',
  reward: (basketId: string) => `/cart/v1/cart/${seg(basketId)}/reward`,
  saveForLater: '/cart/v2/saveForLater',
  basketSaveForLater: (basketId: string) => `/cart/v2/cart/${seg(basketId)}/saveForLater`,
  savedItem: (saveForLaterId: string, itemId: string) =>
    `/cart/v2/saveForLater/${seg(saveForLaterId)}/items/${seg(itemId)}`,
  priceAdjustments: (basketId: string) => `/cart/v1/cart/${seg(basketId)}/price_adjustments`,
  priceAdjustment: (basketId: string, adjustmentId: string) =>
    `/cart/v1/cart/${seg(basketId)}/price_adjustments/${seg(adjustmentId)}`,
  reserveWithItem: '/cart/v1/reserveWithItem',
} as const;

/** Add-to-cart defaults (spec 1 §5, §9): quantity 1, maximum 999999. */
export const addToCartDefaults = { qty: 1, maxQty: 999999 } as const;

const money = z.number();
const level = z.enum(['ORDER', 'PRODUCT', 'SHIPPING']);

/** A shipping method of a shipment (code: standard, pickup, pudo, sts, digital, customs). */
export const shippingMethodSchema = z.object({
  code: z.string(),
  price: money,
  deliveryTime: z.string().optional(),
  label: z.string().optional(),
});

/** An address of a shipment, or the billing address (spec 1 §3 "Billing address"). */
export const basketAddressSchema = z.object({
  addressId: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  phoneCode: z.string().optional(),
  addressLine1: z.string().optional(),
  addressLine2: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  countryCode: z.string().optional(),
  postalCode: z.string().optional(),
  province: z.string().optional(),
  shippingId: z.string().optional(),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).optional(),
  /** Set by an express checkout (spec 3 §7 context): the wallet's address rules apply. */
  context: z.enum(['APPLE_PAY_EXPRESS', 'PAYPAL_EXPRESS']).optional(),
});

/** A shipment (`me` is the default one). */
export const shipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: shippingMethodSchema.optional(),
  applicableShippingMethods: z.array(shippingMethodSchema).optional(),
  shippingAddress: basketAddressSchema.optional(),
  storeId: z.string().optional(),
  /** Name of the store or collection point of `storeId` (spec 2 §7 address `storeName`). */
  storeName: z.string().optional(),
  shippingDiscount: money.optional(),
  /** The shopper chose this shipment's method (POST /cart/v1/shippingMethod `shopperAppliedSM`). */
  shopperAppliedSM: z.boolean().optional(),
});

/** A payment instrument (method-specific fields pass through). */
export const paymentInstrumentSchema = z.looseObject({
  payment_instrument_id: z.string(),
  payment_method_id: z.string(),
  amount: money,
});

/** promoSummary (spec 1 §3). */
export const promoSummarySchema = z.object({
  level,
  calloutMessage: z.string(),
  promotionName: z.string(),
  promotionId: z.string(),
});

const productPromotionSchema = z.object({
  promotionId: z.string(),
  campaignId: z.string(),
  couponCode: z.string().optional(),
  price: money,
  calloutMessage: z.string().optional(),
});

const flashSchema = z.object({
  type: z.enum(['info', 'error', 'warning']),
  code: z.string(),
  message: z.string(),
  itemId: z.string().optional(),
});

/** A cart item (spec 1 §3 "Cart item"); `productId` is the variant id, `masterId` the product. */
export const basketItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  upc: z.string(),
  qty: z.number().int(),
  maxQty: z.number().int(),
  attributes: z.record(z.string(), z.string()),
  image: z.string().optional(),
  price: z.object({
    current: money,
    original: money,
    highCurrent: money.optional(),
    highOriginal: money.optional(),
    rowTotal: money,
    priceAfterItemDiscount: money,
    priceAfterOrderDiscount: money,
  }),
  taxTotal: money,
  shippingOptions: z.object({
    selected: z.string(),
    available: z.array(z.string()),
    shippingMethod: z.object({ code: z.string(), deliveryTime: z.string().optional() }).optional(),
    /** `name`: the store's or collection point's name, so a reload shows where the item goes. */
    storeInfo: z
      .object({ id: z.string(), storeInventory: z.number().int(), name: z.string().optional() })
      .optional(),
  }),
  shipmentId: z.string(),
  giftOption: giftOptionSchema.optional(),
  customAmount: money.optional(),
  recipeId: z.string().optional(),
  precreatedCustomsCode: z.string().optional(),
  isCustoms: z.boolean(),
  bonus: z.boolean(),
  customerNotifications: z.array(flashSchema),
  productPromotions: z.array(productPromotionSchema),
  shippingPromotions: z.array(
    z.object({ promotionId: z.string(), appliedDiscount: money, price: money }),
  ),
  slug: z.string(),
  pdpUrl: z.string(),
  isDigitalProduct: z.boolean(),
  cost: money,
});

/** Cart totals (spec 1 §3 "Cart totals"). */
export const basketTotalsSchema = z.object({
  total: money,
  totalDiscount: money,
  itemTotal: money,
  totalWithoutTax: money,
  shipping: money,
  tax: money,
  totalDiscountPercentage: z.number(),
  remainingToPay: money,
  currency: z.string(),
  totalUnits: z.number().int(),
  itemSubTotal: money,
  netAmount: money,
  taxAmount: money,
  appliedRewards: money,
  /** Gift cards paying (spec 3 §3 express totals). */
  giftCards: z.array(z.object({ amount: money, cardNumber: z.string() })).optional(),
});

/** The basket as the cart service answers it. */
export const basketSchema = z.object({
  basketId: z.string(),
  consumerId: z.string(),
  siteId: z.string(),
  currency: z.string(),
  status: z.enum(['open', 'ordered', 'closed']),
  /** An express basket (spec 3 §4, §9: a product page's express checkout), not the cart. */
  express: z.boolean().optional(),
  version: z.number().int(),
  totalItems: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(basketItemSchema),
  shipments: z.array(shipmentSchema),
  couponItems: z.array(
    z.object({
      couponItemId: z.string(),
      code: z.string(),
      promotionId: z.string(),
      applied: z.boolean(),
      valid: z.boolean(),
      statusCode: z.enum(['applied', 'no_applicable_promotion']),
    }),
  ),
  orderPromotions: z.array(
    promoSummarySchema.extend({ couponCode: z.string().optional(), discount: money }),
  ),
  promoSummary: z.array(promoSummarySchema),
  priceAdjustments: z.array(
    z.object({
      adjustmentId: z.string(),
      itemId: z.string().optional(),
      type: z.enum(['amount', 'percentage']),
      value: z.number(),
      reason: z.string().optional(),
      appliedDiscount: money,
      /** The associate who made it (agent login): employee id and store. */
      storeEmployeeId: z.string().optional(),
      storeId: z.string().optional(),
    }),
  ),
  payment_instruments: z.array(paymentInstrumentSchema),
  billingAddress: basketAddressSchema.optional(),
  rewards: z.array(
    z.object({
      rewardId: z.string(),
      type: z.enum(['LOYALTY_VOUCHER', 'REWARD_CODE', 'REWARD_CARD']),
      code: z.string(),
      amount: money,
      points: z.number().int().optional(),
    }),
  ),
  loyalty: z
    .object({
      currentLoyaltyPoints: z.number().int(),
      applicableLoyaltyVouchers: z.array(
        z.object({
          points: z.number().int(),
          amountInCurrency: money,
          available: z.boolean(),
          eligible: z.boolean(),
        }),
      ),
    })
    .optional(),
  flash: z.array(flashSchema),
  favoriteStoreId: z.string().optional(),
  totals: basketTotalsSchema,
});
/** The basket answer. */
export type BasketResponse = z.infer<typeof basketSchema>;

export * from './basketRequests';
