import * as z from 'zod';

/**
 * Request bodies and queries of the cart service's basket calls (spec 1 §7 "Cart"), and the
 * saved-for-later list (spec 1 §3 "Saved for later"). Codes each call raises are listed on
 * the typed client (`createBasketService` in @storefront/commerce).
 */

const qty = z.number().int().min(1);

/** Gift option of a digital product: recipient e-mail, name and message (spec 1 §3). */
export const giftOptionSchema = z.object({
  to: z.string().max(100).optional(),
  email: z.string().max(100).optional(),
  message: z.string().max(250).optional(),
});

/** What identifies a product to add: a variant (`productId` or `upc`). */
const productRef = {
  productId: z.string().min(1).optional(),
  upc: z.string().min(1).optional(),
};
const hasProduct = (v: { productId?: string; upc?: string }) => Boolean(v.productId || v.upc);
const productMessage = { message: 'productId or upc is required' };

const addFields = {
  ...productRef,
  qty: qty.default(1),
  maxQty: z.number().int().min(1).default(999999),
  storeId: z.string().optional(),
  recipeId: z.string().optional(),
  giftOption: giftOptionSchema.optional(),
  /** Custom gift card amount, major units. */
  customAmount: z.number().positive().optional(),
  /** The item comes from the saved-for-later list: it leaves the list. */
  saveForLater: z.boolean().optional(),
};

/**
 * The fields of an item to add, without the basket id and without the product refinement
 * (zod cannot `.omit`/`.pick`/`.extend` a refined object): for deriving request shapes, which
 * then `.refine(hasBasketProduct, …)` when they keep both product references optional.
 */
export const basketItemFieldsSchema = z.object(addFields);

/** Whether an add names its variant (`productId` or `upc`). */
export const hasBasketProduct = hasProduct;

/**
 * POST /cart/v1/cart body: `{}` the shopper's open basket (the cart); `{ express: true }` a
 * new, empty express basket beside it (spec 3 §4, §9: a product page's express checkout;
 * the consumer's earlier open express basket is deleted).
 */
export const createBasketRequestSchema = z.object({ express: z.boolean().optional() });
/** Create basket body. */
export type CreateBasketRequest = z.input<typeof createBasketRequestSchema>;

/** POST /cart/v1/item: add an item (qty default 1, maxQty default 999999, spec 1 §5). */
export const addItemRequestSchema = basketItemFieldsSchema
  .extend({ cartId: z.string().min(1) })
  .refine(hasProduct, productMessage);
/** Add item body. */
export type AddItemRequest = z.input<typeof addItemRequestSchema>;

/** POST /cart/v1/cartWithItem: the shopper's open basket (created if needed) with one item added. */
export const cartWithItemRequestSchema = z.object(addFields).refine(hasProduct, productMessage);
/** Cart-with-item body. */
export type CartWithItemRequest = z.input<typeof cartWithItemRequestSchema>;

/** POST /cart/v1/reserveWithItem: reserve a product in a store (pickup). */
export const reserveWithItemRequestSchema = z
  .object({ ...productRef, qty: qty.default(1), storeId: z.string().min(1) })
  .refine(hasProduct, productMessage);
/** Reserve-with-item body. */
export type ReserveWithItemRequest = z.input<typeof reserveWithItemRequestSchema>;

/** DELETE /cart/v1/item. */
export const removeItemRequestSchema = z.object({
  cartId: z.string().min(1),
  itemId: z.string().min(1),
  upc: z.string().optional(),
});
/** Remove item body. */
export type RemoveItemRequest = z.input<typeof removeItemRequestSchema>;

/** PUT /cart/v1/cart/{basketId}/item: change quantity, variant, gift option or delivery. */
export const updateItemRequestSchema = z.object({
  itemId: z.string().min(1),
  qty: qty.optional(),
  ...productRef,
  storeId: z.string().optional(),
  /** Delivery method code of the item (standard, pickup, sts, …). */
  shippingMethod: z.string().optional(),
  giftOption: giftOptionSchema.optional(),
});
/** Update item body. */
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;

/** GET /cart/v1/cart/{basketId} query. */
export const getBasketQuerySchema = z.object({
  favStoreId: z.string().optional(),
  /** `true`: recalculate and save before answering. */
  isPatchRequired: z.enum(['true', 'false']).optional(),
  /** `true`: check stock and report INV notices in `flash`. */
  inventorySupplyCheck: z.enum(['true', 'false']).optional(),
});
/** Get basket query. */
export type GetBasketQuery = z.input<typeof getBasketQuerySchema>;

/** PUT /cart/v1/coupon. */
export const applyCouponRequestSchema = z.object({
  cartId: z.string().min(1),
  code: z.string().trim().min(1).max(50),
});
/** Apply coupon body. */
export type ApplyCouponRequest = z.input<typeof applyCouponRequestSchema>;

/** DELETE /cart/v1/coupon: by code or couponItemId. */
export const removeCouponRequestSchema = z
  .object({
    cartId: z.string().min(1),
    code: z.string().optional(),
    couponItemId: z.string().optional(),
  })
  .refine((v) => Boolean(v.code || v.couponItemId), {
    message: 'code or couponItemId is required',
  });
/** Remove coupon body. */
export type RemoveCouponRequest = z.input<typeof removeCouponRequestSchema>;

/**
 * PUT /cart/v1/cart/{basketId}/reward: apply a loyalty voucher (points), a reward code or a
 * reward card; `appliedLoyaltyVoucher: 0` or `removeRewardId` removes one.
 */
export const rewardRequestSchema = z
  .object({
    /** Points of the voucher to apply (one of the applicable vouchers); 0 removes it. */
    appliedLoyaltyVoucher: z.number().int().min(0).optional(),
    rewardCode: z.string().trim().min(1).optional(),
    rewardCard: z.string().trim().min(1).optional(),
    removeRewardId: z.string().optional(),
  })
  .refine(
    (v) =>
      v.appliedLoyaltyVoucher !== undefined ||
      Boolean(v.rewardCode || v.rewardCard || v.removeRewardId),
    { message: 'appliedLoyaltyVoucher, rewardCode, rewardCard or removeRewardId is required' },
  );
/** Reward body. */
export type RewardRequest = z.input<typeof rewardRequestSchema>;

/** PUT /cart/v2/saveForLater query: the page (start from 0, count default 10, max 100). */
export const saveForLaterQuerySchema = z.object({
  start: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(100).default(10),
});
/** Saved-for-later page query. */
export type SaveForLaterQuery = z.input<typeof saveForLaterQuerySchema>;

/** PUT /cart/v2/saveForLater body: optional quantity updates and additions. */
export const saveForLaterUpdateSchema = z.object({
  items: z.array(z.object({ itemId: z.string().min(1), qty: qty })).optional(),
  add: z
    .array(z.object({ ...productRef, qty: qty.default(1) }).refine(hasProduct, productMessage))
    .optional(),
});
/** Saved-for-later update body. */
export type SaveForLaterUpdate = z.input<typeof saveForLaterUpdateSchema>;

/**
 * POST /cart/v2/cart/{basketId}/saveForLater: move a basket item to the list (`itemId`) or a
 * saved item into the basket (`savedItemId`).
 */
export const moveSaveForLaterRequestSchema = z
  .object({ itemId: z.string().optional(), savedItemId: z.string().optional() })
  .refine((v) => Boolean(v.itemId) !== Boolean(v.savedItemId), {
    message: 'exactly one of itemId or savedItemId is required',
  });
/** Move body. */
export type MoveSaveForLaterRequest = z.input<typeof moveSaveForLaterRequestSchema>;

/** A saved-for-later item (spec 1 §3). */
export const savedItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  upc: z.string(),
  qty: z.number().int(),
  name: z.string(),
  pageUrl: z.string(),
  available: z.boolean(),
  addedAt: z.string(),
});

/** A page of the saved-for-later list. */
export const saveForLaterPageSchema = z.object({
  saveForLaterId: z.string(),
  items: z.array(savedItemSchema),
  start: z.number().int(),
  count: z.number().int(),
  total: z.number().int(),
});
/** A saved-for-later page. */
export type SaveForLaterPage = z.infer<typeof saveForLaterPageSchema>;

/** POST /cart/v1/cart/{basketId}/price_adjustments (and PATCH with the same fields optional). */
export const priceAdjustmentRequestSchema = z
  .object({
    itemId: z.string().optional(),
    type: z.enum(['amount', 'percentage']),
    value: z.number().positive(),
    reason: z.string().max(200).optional(),
  })
  .refine((v) => v.type !== 'percentage' || v.value <= 100, {
    message: 'a percentage is at most 100',
  });
/** Price adjustment body. */
export type PriceAdjustmentRequest = z.input<typeof priceAdjustmentRequestSchema>;

/** PATCH /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}. */
export const priceAdjustmentPatchSchema = z.object({
  type: z.enum(['amount', 'percentage']).optional(),
  value: z.number().positive().optional(),
  reason: z.string().max(200).optional(),
});
/** Price adjustment patch body. */
export type PriceAdjustmentPatch = z.input<typeof priceAdjustmentPatchSchema>;
