'use client';

import {
  type BotChallenge,
  type CartController,
  commerceDialogs,
  createCartController,
  createCartStore,
  type QuickShopRequest,
  raiseBotChallenge,
  withBotChallenge,
} from '@storefront/commerce';
import type { DialogManager } from '@storefront/ui';
import { withAddToCartTracking } from '../cartAnalytics';
import { pushAnalyticsEvent } from '../services/analytics.client';
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

/** Asks the shopper to pass a bot-defence challenge: the layout's `BotChallengeHost` answers. */
const askChallenge = (challenge: BotChallenge) => raiseBotChallenge(challenge, window);

/**
 * A Server Action that, when the bot defence blocked its call, raises the challenge and is
 * called once more after it is passed (spec 1 §8).
 */
export function challenged<
  A extends unknown[],
  R extends { ok: boolean; challenge?: BotChallenge },
>(action: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => withBotChallenge(() => action(...args), askChallenge);
}

/**
 * Creates the page's cart controller: a basket store persisted to localStorage
 * (none on the server), fed by the cart server actions (tokens stay in httpOnly cookies). Held
 * in React state by `BasketProvider` (one per `[locale]` layout), never in a module variable.
 * The cart actions take the locale from the page they post from (`serverCall`); a call the bot
 * defence blocks is sent again once the shopper passes the challenge ({@link challenged}); each
 * add is pushed to analytics with its origin label (spec 3 §9, `withAddToCartTracking`).
 */
export function createStorefrontCart(): CartController {
  return createCartController(
    createCartStore(browserStorage()),
    {
      load: challenged(loadCartAction),
      addItem: withAddToCartTracking(challenged(addToCartAction), pushAnalyticsEvent),
      updateItem: challenged(updateCartItemAction),
      removeItem: challenged(removeCartItemAction),
      applyCoupon: challenged(applyCouponAction),
      removeCoupon: challenged(removeCouponAction),
      applyReward: challenged(applyRewardAction),
      saveForLater: challenged(saveForLaterAction),
      moveToCart: challenged(moveToCartAction),
      savedPage: challenged(savedPageAction),
      giftCardBalance: challenged(giftCardBalanceAction),
      ...(cartFeatures.applyGiftCardInCart
        ? {
            applyGiftCard: challenged(applyGiftCardAction),
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
