'use client';

import {
  type CartController,
  createCartController,
  createCartStore,
  setDefaultCartController,
} from '@storefront/commerce';
import {
  addToCartAction,
  applyCouponAction,
  applyRewardAction,
  loadCartAction,
  moveToCartAction,
  removeCartItemAction,
  removeCouponAction,
  savedPageAction,
  saveForLaterAction,
  updateCartItemAction,
} from './actions';
import { cartFeatures } from './features';
import { applyGiftCardAction, giftCardBalanceAction } from './giftCardActions';

let current: { localePath: string; controller: CartController } | undefined;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The page's cart controller for a locale (one per page load; also the default for cart
 * components outside a provider): the cart store persisted to localStorage, fed by the cart
 * Server Actions (tokens stay in httpOnly cookies; each takes its locale from the page it
 * posts from, see `serverCall`).
 * @param localePath e.g. `en-us` (one controller per locale: its persisted cart)
 */
export function cartControllerFor(localePath: string): CartController {
  if (current?.localePath === localePath) return current.controller;
  const controller = createCartController(
    createCartStore(browserStorage()),
    {
      load: (recovery) => loadCartAction(recovery),
      addItem: (input, recovery) => addToCartAction(input, recovery),
      updateItem: (request, recovery) => updateCartItemAction(request, recovery),
      removeItem: (item, recovery) => removeCartItemAction(item, recovery),
      applyCoupon: (code) => applyCouponAction(code),
      removeCoupon: (code) => removeCouponAction(code),
      applyReward: (request) => applyRewardAction(request),
      saveForLater: (itemId, page) => saveForLaterAction(itemId, page),
      moveToCart: (savedItemId, page) => moveToCartAction(savedItemId, page),
      savedPage: (page) => savedPageAction(page),
      giftCardBalance: (cardNumber, pin) => giftCardBalanceAction(cardNumber, pin),
      ...(cartFeatures.applyGiftCardInCart
        ? {
            applyGiftCard: (cardNumber: string, pin: string) =>
              applyGiftCardAction(cardNumber, pin),
          }
        : {}),
    },
    { savedPageSize: cartFeatures.savedPageSize },
  );
  current = { localePath, controller };
  setDefaultCartController(controller);
  return controller;
}

/**
 * A quick-shop request: the product (master id and page URL) and, to update a cart item, its id
 * and current choice (attribute type → option value or label).
 */
export type QuickShopRequest = {
  id: string;
  url: string;
  itemId?: string;
  choice?: Record<string, string>;
};
const quickShopListeners = new Set<(request: QuickShopRequest) => void>();

/**
 * Opens the quick-shop dialog for a product (BlockServices.products.openQuickShop). Navigates
 * to the product page when no quick-shop host is mounted.
 */
export function openQuickShop(request: QuickShopRequest, navigate: (url: string) => void): void {
  if (quickShopListeners.size === 0) {
    navigate(request.url);
    return;
  }
  for (const listener of quickShopListeners) listener(request);
}

/** Subscribes the quick-shop host; returns the unsubscribe. */
export function onQuickShop(listener: (request: QuickShopRequest) => void): () => void {
  quickShopListeners.add(listener);
  return () => quickShopListeners.delete(listener);
}
