'use server';

import type { UpdateItemRequest } from '@storefront/api-contract';
import {
  type AddToCartInput,
  addToCartDefaults,
  type CartActionResult,
  type SavedPageRequest,
} from '@storefront/commerce';
import * as z from 'zod';
import { runBasketCall } from './run';

/**
 * The cart's server actions (spec 1 §7 "Cart", §8 handling; design.md: tokens stay in httpOnly
 * cookies, so every cart call goes through the storefront's server). Each takes the locale path
 * (`en-us`) and, where BSK404 recovery may re-add items, the client's persisted items; each
 * answers a {@link CartActionResult} (`{ ok: true, basket, saved?, notice? }` or
 * `{ ok: false, code, message, field? }`), never throws.
 */

const id = z.string().min(1).max(128);
const pageSchema = z.object({
  start: z.number().int().min(0).max(10000),
  count: z.number().int().min(1).max(100),
});
const giftOption = z
  .object({
    to: z.string().max(100).optional(),
    email: z.string().max(100).optional(),
    message: z.string().max(250).optional(),
  })
  .optional();
const addSchema = z.object({
  productId: id,
  upc: z.string().max(64).optional(),
  qty: z.number().int().min(1).max(999999).default(addToCartDefaults.qty),
  maxQty: z.number().int().min(1).max(999999).default(addToCartDefaults.maxQty),
  storeId: z.string().max(64).optional(),
  giftOption,
  customAmount: z.number().positive().max(100000).optional(),
});
/** An add of the shopper: the item, and its action's idempotency key (spec 3 §4 retry). */
const addActionSchema = addSchema.extend({ idempotencyKey: z.uuid().optional() });
const updateSchema = z.object({
  itemId: id,
  qty: z.number().int().min(1).max(999999).optional(),
  productId: z.string().max(64).optional(),
  upc: z.string().max(64).optional(),
  storeId: z.string().max(64).optional(),
  shippingMethod: z.enum(['standard', 'pickup', 'pudo', 'sts', 'digital', 'customs']).optional(),
  giftOption,
});

function invalid(error: z.ZodError): CartActionResult {
  return {
    ok: false,
    code: 'API400',
    message: `Please check your input: ${error.issues[0]?.message ?? 'invalid'}.`,
  };
}

/** The basket (GET with the stock check; created when the shopper has none, persisted items re-added). */
export async function loadCartAction(
  localePath: string,
  recovery: unknown,
): Promise<CartActionResult> {
  return runBasketCall(
    'cart.load',
    localePath,
    recovery,
    async ({ basket: service }, basketId, rebuilt) => {
      if (rebuilt) {
        // a new basket: a lost cookie with items persisted on this device adds them back
        let basket = rebuilt;
        if (basket.items.length === 0) {
          for (const item of Array.isArray(recovery) ? (recovery as AddToCartInput[]) : []) {
            const parsed = addSchema.safeParse(item);
            if (!parsed.success) continue;
            try {
              basket = await service.addItem({ cartId: basketId, ...parsed.data });
            } catch {
              // an item that cannot come back is left out (its notice comes with the next GET)
            }
          }
        }
        return { basket };
      }
      return { basket: await service.getBasket(basketId, { inventorySupplyCheck: true }) };
    },
  );
}

/**
 * Adds an item (POST /cart/v1/item; qty 1 / maxQty 999999 by default, spec 1 §5), with the
 * action's `idempotencyKey` as the `Idempotency-Key` header when given (a retry of the same
 * action then adds nothing twice, spec 3 §4). Answers
 * `INV700`, `INV701`, `INV407` (message names the maximum), `GWP403`, `GFO404/405`, … as codes.
 */
export async function addToCartAction(
  localePath: string,
  input: AddToCartInput,
  recovery: unknown,
): Promise<CartActionResult> {
  const parsed = addActionSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { idempotencyKey, ...item } = parsed.data;
  return runBasketCall('cart.add', localePath, recovery, async ({ basket }, cartId) => ({
    basket: await basket.addItem({ cartId, ...item }, idempotencyKey ? { idempotencyKey } : {}),
  }));
}

/** Updates an item: quantity, variant, gift option or delivery method with its store. */
export async function updateCartItemAction(
  localePath: string,
  request: UpdateItemRequest,
  recovery: unknown,
): Promise<CartActionResult> {
  const parsed = updateSchema.safeParse(request);
  if (!parsed.success) return invalid(parsed.error);
  return runBasketCall(
    'cart.update',
    localePath,
    recovery,
    async ({ basket }, basketId, rebuilt) => {
      const item = rebuilt
        ? findAgain(rebuilt, parsed.data.itemId, request.productId)
        : parsed.data.itemId;
      return {
        basket: await basket.updateItem(basketId, {
          ...parsed.data,
          itemId: item ?? parsed.data.itemId,
        }),
      };
    },
  );
}

function findAgain(
  basket: { items: { id: string; productId: string }[] },
  itemId: string,
  productId: string | undefined,
): string | undefined {
  if (basket.items.some((i) => i.id === itemId)) return itemId;
  return basket.items.find((i) => i.productId === productId)?.id;
}

/**
 * Removes an item (DELETE /cart/v1/item); on BSK404 the rebuilt basket's item of the same
 * variant is removed (spec 1 §8: retried). The failure message is the spec's exact one.
 */
export async function removeCartItemAction(
  localePath: string,
  item: { itemId: string; productId: string; upc?: string },
  recovery: unknown,
): Promise<CartActionResult> {
  const parsed = z
    .object({ itemId: id, productId: id, upc: z.string().max(64).optional() })
    .safeParse(item);
  if (!parsed.success) return invalid(parsed.error);
  const result = await runBasketCall(
    'cart.remove',
    localePath,
    recovery,
    async ({ basket }, cartId, rebuilt) => {
      if (rebuilt) {
        const again = rebuilt.items.find((i) => i.productId === parsed.data.productId);
        if (!again) return { basket: rebuilt };
        return { basket: await basket.removeItem({ cartId, itemId: again.id, upc: again.upc }) };
      }
      return {
        basket: await basket.removeItem({
          cartId,
          itemId: parsed.data.itemId,
          ...(parsed.data.upc ? { upc: parsed.data.upc } : {}),
        }),
      };
    },
  );
  if (!result.ok && result.code !== 'AUT498') {
    return { ...result, message: 'Unable to remove item from cart. Please try again later' };
  }
  return result;
}

/** Applies a promo code (PUT /cart/v1/coupon); PRM codes answer with `field: 'coupon'`. */
export async function applyCouponAction(
  localePath: string,
  code: string,
): Promise<CartActionResult> {
  const parsed = z.string().trim().min(1).max(50).safeParse(code);
  if (!parsed.success)
    return { ok: false, code: 'PRM130', message: 'Enter a promo code.', field: 'coupon' };
  return runBasketCall('cart.coupon', localePath, [], async ({ basket }, cartId) => ({
    basket: await basket.applyCoupon({ cartId, code: parsed.data }),
  }));
}

/** Removes a promo code (DELETE /cart/v1/coupon). */
export async function removeCouponAction(
  localePath: string,
  code: string,
): Promise<CartActionResult> {
  const parsed = z.string().trim().min(1).max(50).safeParse(code);
  if (!parsed.success) return invalid(parsed.error);
  return runBasketCall('cart.removeCoupon', localePath, [], async ({ basket }, cartId) => ({
    basket: await basket.removeCoupon({ cartId, code: parsed.data }),
  }));
}

/** Applies (or removes) a loyalty voucher, reward code or reward card; REW codes at the reward input. */
export async function applyRewardAction(
  localePath: string,
  request: {
    appliedLoyaltyVoucher?: number;
    rewardCode?: string;
    rewardCard?: string;
    removeRewardId?: string;
  },
): Promise<CartActionResult> {
  const parsed = z
    .object({
      appliedLoyaltyVoucher: z.number().int().min(0).optional(),
      rewardCode: z.string().trim().min(1).max(50).optional(),
      rewardCard: z.string().trim().min(1).max(50).optional(),
      removeRewardId: z.string().max(64).optional(),
    })
    .safeParse(request);
  if (!parsed.success) return { ...invalid(parsed.error), field: 'reward' } as CartActionResult;
  return runBasketCall('cart.reward', localePath, [], async ({ basket }, basketId) => ({
    basket: await basket.applyReward(basketId, parsed.data),
  }));
}

/** Moves a basket item to the saved-for-later list; answers the basket and the page. */
export async function saveForLaterAction(
  localePath: string,
  itemId: string,
  page: SavedPageRequest,
): Promise<CartActionResult> {
  const parsedPage = pageSchema.safeParse(page);
  if (!id.safeParse(itemId).success || !parsedPage.success)
    return { ok: false, code: 'API400', message: 'Invalid item.' };
  return runBasketCall('cart.saveForLater', localePath, [], async ({ basket }, basketId) => {
    const next = await basket.moveSaveForLater(basketId, { itemId });
    return { basket: next, saved: await basket.updateSavedForLater(parsedPage.data) };
  });
}

/** Moves a saved item into the basket; answers the basket and the page. */
export async function moveToCartAction(
  localePath: string,
  savedItemId: string,
  page: SavedPageRequest,
): Promise<CartActionResult> {
  const parsedPage = pageSchema.safeParse(page);
  if (!id.safeParse(savedItemId).success || !parsedPage.success)
    return { ok: false, code: 'API400', message: 'Invalid item.' };
  return runBasketCall('cart.moveToCart', localePath, [], async ({ basket }, basketId) => {
    const next = await basket.moveSaveForLater(basketId, { savedItemId });
    return { basket: next, saved: await basket.updateSavedForLater(parsedPage.data) };
  });
}

/** A page of the saved-for-later list (with the basket). `AUT432` for a connected employee. */
export async function savedPageAction(
  localePath: string,
  page: SavedPageRequest,
): Promise<CartActionResult> {
  const parsedPage = pageSchema.safeParse(page);
  if (!parsedPage.success) return invalid(parsedPage.error);
  return runBasketCall('cart.saved', localePath, [], async ({ basket }, basketId) => ({
    // With the stock check like the load: answering after it, a basket without its INV notices
    // would clear the cart's out-of-stock notices.
    basket: await basket.getBasket(basketId, { inventorySupplyCheck: true }),
    saved: await basket.updateSavedForLater(parsedPage.data),
  }));
}
