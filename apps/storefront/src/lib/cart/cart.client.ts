'use client';

import {
  type CartController,
  commerceDialogs,
  createCartController,
  createCartStore,
  type QuickShopRequest,
} from '@storefront/commerce';
import type { DialogManager } from '@storefront/ui';
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

export type { QuickShopRequest };

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Creates the page's cart controller: a basket store persisted to localStorage
 * (none on the server), fed by the cart server actions (tokens stay in httpOnly cookies). Held
 * in React state by `BasketProvider` (one per `[locale]` layout), never in a module variable.
 * The cart actions take the locale from the page they post from (`serverCall`).
 */
export function createStorefrontCart(): CartController {
  return createCartController(
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
}

/**
 * Opens the quick-shop dialog for a product (BlockServices.products.openQuickShop, the cart
 * page's Edit) through the dialog manager; the layout's `BasketProvider` hosts the dialog.
 */
export function openQuickShop(
  dialogs: Pick<DialogManager, 'open'>,
  request: QuickShopRequest,
): void {
  dialogs.open(commerceDialogs.quickShop, request);
}
