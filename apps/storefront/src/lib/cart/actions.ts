'use server';

import { rewardRequestSchema, type UpdateItemRequest } from '@storefront/api-contract';
import type { AddToCartInput, CartActionResult, SavedPageRequest } from '@storefront/commerce';
import { parseRecovery } from '../server/inputs';
import { invalidInput, serverCall } from '../server/serverCall';
import { cartReadOptions } from '../stores/favoriteStore';
import {
  addToCartInputSchema,
  couponCodeSchema,
  itemIdSchema,
  removeItemInputSchema,
  savedPageInputSchema,
  updateItemInputSchema,
} from './inputs';

/**
 * The cart's Server Actions (spec 1 §7 "Cart", §8 handling; design.md: tokens stay in httpOnly
 * cookies, so every cart call goes through the storefront's server). Writes only: the cart page
 * reads its basket in the route. Each runs through `serverCall` (the locale of the page the
 * action posts from, the session, BSK404 recovery with the client's persisted items where
 * given) and answers a {@link CartActionResult} (`{ ok: true, basket, saved?, notice? }` or
 * `{ ok: false, code, message, field? }`), never throws.
 */

/**
 * The basket (GET with the stock check and the favourite store; a new one when the shopper
 * has none, the persisted items added again when it was lost). For a client that holds no
 * basket yet (the mini cart).
 */
export async function loadCartAction(recovery: unknown): Promise<CartActionResult> {
  return serverCall(
    'cart.load',
    async ({ basket: service, basketId, rebuilt }) => {
      if (!rebuilt) return { basket: await service.getBasket(basketId, await cartReadOptions()) };
      // a new basket: a lost cookie with items persisted on this device adds them back
      let basket = rebuilt;
      if (basket.items.length === 0) {
        for (const item of parseRecovery(recovery)) {
          try {
            basket = await service.addItem({ cartId: basketId, ...item });
          } catch {
            // an item that cannot come back is left out (its notice comes with the next GET)
          }
        }
      }
      return { basket };
    },
    { basket: { recovery } },
  );
}

/**
 * Adds an item (POST /cart/v1/item; qty 1 / maxQty 999999 by default, spec 1 §5; the first
 * item of a shopper with no basket yet: POST /cart/v1/cartWithItem, spec 1 §7), with the
 * action's `idempotencyKey` as the `Idempotency-Key` header when given (a retry of the same
 * action then adds nothing twice, spec 3 §4). Answers
 * `INV700`, `INV701`, `INV407` (message names the maximum), `GWP403`, `GFO404/405`, … as codes.
 */
export async function addToCartAction(
  input: AddToCartInput,
  recovery: unknown,
): Promise<CartActionResult> {
  const parsed = addToCartInputSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const { idempotencyKey, ...item } = parsed.data;
  const keyed = idempotencyKey ? { idempotencyKey } : {};
  return serverCall(
    'cart.add',
    async ({ basket, basketId }) => ({
      basket: await basket.addItem({ cartId: basketId, ...item }, keyed),
    }),
    {
      basket: {
        recovery,
        // The first add of a shopper without a basket: one call makes the basket with the item.
        withoutBasket: async ({ basket }) => ({
          basket: await basket.createBasketWithItem(item, keyed),
        }),
      },
    },
  );
}

/** Updates an item: quantity, variant, gift option or delivery method with its store. */
export async function updateCartItemAction(
  request: UpdateItemRequest,
  recovery: unknown,
): Promise<CartActionResult> {
  const parsed = updateItemInputSchema.safeParse(request);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall(
    'cart.update',
    async ({ basket, basketId, rebuilt }) => {
      const item = rebuilt
        ? findAgain(rebuilt, parsed.data.itemId, parsed.data.productId)
        : parsed.data.itemId;
      return {
        basket: await basket.updateItem(basketId, {
          ...parsed.data,
          itemId: item ?? parsed.data.itemId,
        }),
      };
    },
    { basket: { recovery } },
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
  item: { itemId: string; productId: string; upc?: string },
  recovery: unknown,
): Promise<CartActionResult> {
  const parsed = removeItemInputSchema.safeParse(item);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const result = await serverCall(
    'cart.remove',
    async ({ basket, basketId: cartId, rebuilt }) => {
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
    { basket: { recovery } },
  );
  if (!result.ok && result.code !== 'AUT498') {
    return { ...result, message: 'Unable to remove item from cart. Please try again later' };
  }
  return result;
}

/** Applies a promo code (PUT /cart/v1/coupon); PRM codes answer with `field: 'coupon'`. */
export async function applyCouponAction(code: string): Promise<CartActionResult> {
  const parsed = couponCodeSchema.safeParse(code);
  if (!parsed.success)
    return { ok: false, code: 'PRM130', message: 'Enter a promo code.', field: 'coupon' };
  return serverCall(
    'cart.coupon',
    async ({ basket, basketId: cartId }) => ({
      basket: await basket.applyCoupon({ cartId, code: parsed.data }),
    }),
    { basket: {} },
  );
}

/** Removes a promo code (DELETE /cart/v1/coupon). */
export async function removeCouponAction(code: string): Promise<CartActionResult> {
  const parsed = couponCodeSchema.safeParse(code);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  return serverCall(
    'cart.removeCoupon',
    async ({ basket, basketId: cartId }) => ({
      basket: await basket.removeCoupon({ cartId, code: parsed.data }),
    }),
    { basket: {} },
  );
}

/** Applies (or removes) a loyalty voucher, reward code or reward card; REW codes at the reward input. */
export async function applyRewardAction(request: {
  appliedLoyaltyVoucher?: number;
  rewardCode?: string;
  rewardCard?: string;
  removeRewardId?: string;
}): Promise<CartActionResult> {
  const parsed = rewardRequestSchema.safeParse(request);
  if (!parsed.success) return invalidInput(parsed.error.issues, 'reward');
  return serverCall(
    'cart.reward',
    async ({ basket, basketId }) => ({ basket: await basket.applyReward(basketId, parsed.data) }),
    { basket: {} },
  );
}

/** Moves a basket item to the saved-for-later list; answers the basket and the page. */
export async function saveForLaterAction(
  itemId: string,
  page: SavedPageRequest,
): Promise<CartActionResult> {
  const parsedPage = savedPageInputSchema.safeParse(page);
  if (!itemIdSchema.safeParse(itemId).success || !parsedPage.success)
    return { ok: false, code: 'API400', message: 'Invalid item.' };
  return serverCall(
    'cart.saveForLater',
    async ({ basket, basketId }) => {
      const next = await basket.moveSaveForLater(basketId, { itemId });
      return { basket: next, saved: await basket.updateSavedForLater(parsedPage.data) };
    },
    { basket: {} },
  );
}

/** Moves a saved item into the basket; answers the basket and the page. */
export async function moveToCartAction(
  savedItemId: string,
  page: SavedPageRequest,
): Promise<CartActionResult> {
  const parsedPage = savedPageInputSchema.safeParse(page);
  if (!itemIdSchema.safeParse(savedItemId).success || !parsedPage.success)
    return { ok: false, code: 'API400', message: 'Invalid item.' };
  return serverCall(
    'cart.moveToCart',
    async ({ basket, basketId }) => {
      const next = await basket.moveSaveForLater(basketId, { savedItemId });
      return { basket: next, saved: await basket.updateSavedForLater(parsedPage.data) };
    },
    { basket: {} },
  );
}

/** A page of the saved-for-later list (with the basket). `AUT432` for a connected employee. */
export async function savedPageAction(page: SavedPageRequest): Promise<CartActionResult> {
  const parsedPage = savedPageInputSchema.safeParse(page);
  if (!parsedPage.success) return invalidInput(parsedPage.error.issues);
  return serverCall(
    'cart.saved',
    async ({ basket, basketId }) => ({
      // With the stock check like the load: answering after it, a basket without its INV
      // notices would clear the cart's out-of-stock notices.
      basket: await basket.getBasket(basketId, { inventorySupplyCheck: true }),
      saved: await basket.updateSavedForLater(parsedPage.data),
    }),
    { basket: {} },
  );
}
