import type { UpdateItemRequest } from '@storefront/api-contract';
import { reloadPageGuarded } from '../session/reloadGuard';
import { handleInvalidCustomer } from '../session/sessionRules';
import type { CartStore } from './cartStore';
import type {
  AddToCartInput,
  CartActionResult,
  CartActions,
  GiftCardBalanceResult,
  SavedPageRequest,
} from './types';

/** Saved-for-later page size (spec 1 §9: from configuration; the storefront passes its own). */
export const defaultSavedPageSize = 5;

/**
 * The cart's client API: the host's {@link CartActions} feeding the page's one
 * {@link CartStore}. A click reaches the host port in two hops (component → this method →
 * `CartActions`).
 */
export interface CartController {
  store: CartStore;
  /** Saved-for-later page size. */
  savedPageSize: number;
  /** Whether a gift card can be applied (the host has the payment instrument call). */
  canApplyGiftCard: boolean;
  load(): Promise<CartActionResult>;
  add(input: AddToCartInput): Promise<CartActionResult>;
  update(request: UpdateItemRequest): Promise<CartActionResult>;
  remove(item: { itemId: string; productId: string; upc?: string }): Promise<CartActionResult>;
  applyCoupon(code: string): Promise<CartActionResult>;
  removeCoupon(code: string): Promise<CartActionResult>;
  applyReward(request: Parameters<CartActions['applyReward']>[0]): Promise<CartActionResult>;
  saveForLater(itemId: string): Promise<CartActionResult>;
  moveToCart(savedItemId: string): Promise<CartActionResult>;
  savedPage(page: SavedPageRequest): Promise<CartActionResult>;
  giftCardBalance(cardNumber: string, pin: string): Promise<GiftCardBalanceResult>;
  applyGiftCard(cardNumber: string, pin: string): Promise<CartActionResult>;
}

/** Browser effects of the controller (AUT498 reload), replaceable in tests and stories. */
export interface CartEffects {
  reload(): void;
  schedule(callback: () => void, ms: number): unknown;
}

/**
 * Creates the cart controller. Every answer updates the store (a failure that carries the
 * basket too); a BSK404 recovery's `notice` becomes the flash message; `AUT498` removes the
 * local cart, shows the message and reloads after 4000 ms (spec 1 §8). Never rejects when the
 * actions answer (actions that reject propagate: they are bugs, not cart errors).
 */
export function createCartController(
  store: CartStore,
  actions: CartActions,
  options: { effects?: CartEffects; savedPageSize?: number } = {},
): CartController {
  const effects: CartEffects = options.effects ?? {
    // At most one reload per page within 10 s (spec 1 §9), so a repeated AUT498 cannot loop.
    reload: () => void reloadPageGuarded(),
    schedule: (callback, ms) => setTimeout(callback, ms),
  };
  const savedPageSize = options.savedPageSize ?? defaultSavedPageSize;
  const firstPage = () => ({ start: 0, count: savedPageSize });

  const take = (result: CartActionResult): CartActionResult => {
    if (result.ok) {
      store.receive(result.basket, result.saved);
      if (result.notice) store.setFlash({ tone: 'info', message: result.notice });
      return result;
    }
    if (result.code === 'AUT498') {
      handleInvalidCustomer(result.message, {
        clearCart: store.clear,
        notify: (message) => store.setFlash({ tone: 'error', message }),
        reload: effects.reload,
        schedule: effects.schedule,
      });
      return result;
    }
    if (result.basket) store.receive(result.basket, result.saved);
    else if (result.saved) store.setSaved(result.saved);
    return result;
  };
  const recovery = () => store.getState().items;

  return {
    store,
    savedPageSize,
    canApplyGiftCard: Boolean(actions.applyGiftCard),
    load: async () => take(await actions.load(recovery())),
    add: async (input) => take(await actions.addItem(input, recovery())),
    update: async (request) => take(await actions.updateItem(request, recovery())),
    remove: async (item) => take(await actions.removeItem(item, recovery())),
    applyCoupon: async (code) => take(await actions.applyCoupon(code)),
    removeCoupon: async (code) => take(await actions.removeCoupon(code)),
    applyReward: async (request) => take(await actions.applyReward(request)),
    saveForLater: async (itemId) => take(await actions.saveForLater(itemId, firstPage())),
    moveToCart: async (savedItemId) => take(await actions.moveToCart(savedItemId, firstPage())),
    savedPage: async (page) => take(await actions.savedPage(page)),
    giftCardBalance: (cardNumber, pin) => actions.giftCardBalance(cardNumber, pin),
    applyGiftCard: async (cardNumber, pin) =>
      actions.applyGiftCard
        ? take(await actions.applyGiftCard(cardNumber, pin))
        : { ok: false, code: 'PYT300', message: 'Gift cards can be applied at checkout.' },
  };
}
