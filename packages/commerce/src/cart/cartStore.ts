import type { BasketResponse, SaveForLaterPage } from '@storefront/api-contract';
import { type RecoveryItem, recoveryItemsOf } from '../session/basketRecovery';

/**
 * The shopper's basket state on the client (spec 1 §4 "Cart state is persisted locally"): the
 * last basket the server answered (a cart or a checkout answer), the saved-for-later page and a
 * flash message. What survives a reload (localStorage) is only what BSK404 recovery needs and
 * the header count: `{ items: RecoveryItem[], totalItems }`. No token is ever in it. Which
 * dialog is open (the mini cart) is the dialog manager's, not this state's.
 */
export interface CartState {
  /** The last basket answered by the server; `null` before the first answer. */
  basket: BasketResponse | null;
  saved: SaveForLaterPage | null;
  /** Item count for the header badge (from the persisted state until the server answers). */
  totalItems: number;
  /** The locally persisted items, re-added on BSK404. */
  items: RecoveryItem[];
  /** A message for the shopper (BSK404 recovered, AUT498, merged cart). */
  flash: { tone: 'info' | 'error' | 'success'; message: string } | null;
}

/** The persisted part of {@link CartState} (localStorage key {@link cartStorageKey}). */
export interface PersistedCart {
  v: 1;
  totalItems: number;
  items: RecoveryItem[];
}

/** localStorage key of the persisted cart. */
export const cartStorageKey = 'storefront.cart';

/** The subset of `Storage` the store uses. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The one basket store of a page (a tiny external store for `useSyncExternalStore`), held in
 * React context by the host's provider (never in a module variable): fed by every cart and
 * checkout answer, read by every view (header count, mini cart, cart, checkout).
 */
export interface CartStore {
  getState(): CartState;
  /**
   * The state the server rendered: the empty cart, with the basket a page read on the server
   * when one was seeded ({@link CartStore.seed}); `useSyncExternalStore`'s server snapshot, so
   * hydration sees what the server rendered.
   */
  getServerState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Takes a server answer: the basket (and page), persisted; subscribers are told. */
  receive(basket: BasketResponse, saved?: SaveForLaterPage): void;
  /**
   * Takes the basket a page read on the server, during render (before the views that read it):
   * silent (no subscriber is told, nothing is persisted: call {@link CartStore.receive} with it
   * after the commit, see `useBasketSeed`) and idempotent for the same basket object.
   */
  seed(basket: BasketResponse, saved?: SaveForLaterPage): void;
  setSaved(saved: SaveForLaterPage): void;
  setFlash(flash: CartState['flash']): void;
  /** Removes the local cart (AUT498, logout, a finalised order). */
  clear(): void;
}

/** The empty cart: no basket, nothing saved (also the server render's state without a seed). */
export const emptyCartState: Readonly<CartState> = {
  basket: null,
  saved: null,
  totalItems: 0,
  items: [],
  flash: null,
};

/** The state that shows `basket` (and `saved`): its count and recovery items. */
function stateOf(
  basket: BasketResponse,
  saved: SaveForLaterPage | undefined,
): Pick<CartState, 'basket' | 'totalItems' | 'items'> & Partial<Pick<CartState, 'saved'>> {
  return {
    basket,
    totalItems: basket.totalItems,
    items: recoveryItemsOf(basket),
    ...(saved ? { saved } : {}),
  };
}

/**
 * Reads the persisted cart; a missing, malformed or foreign value gives the empty cart (and
 * is left alone: nothing is lost by reading).
 */
export function readPersistedCart(storage: CartStorage | null | undefined): PersistedCart {
  const empty: PersistedCart = { v: 1, totalItems: 0, items: [] };
  try {
    const raw = storage?.getItem(cartStorageKey);
    if (!raw) return empty;
    const value = JSON.parse(raw) as Partial<PersistedCart>;
    if (value.v !== 1 || !Array.isArray(value.items) || typeof value.totalItems !== 'number') {
      return empty;
    }
    const items = value.items.filter(
      (item): item is RecoveryItem =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.productId === 'string' &&
        typeof item.qty === 'number' &&
        item.qty > 0,
    );
    return { v: 1, totalItems: value.totalItems, items };
  } catch {
    return empty;
  }
}

/**
 * Creates a cart store persisted to `storage` (`window.localStorage` in the browser; `null`
 * on the server and in tests that want none). A storage that throws (private mode, quota)
 * only loses persistence.
 */
export function createCartStore(storage: CartStorage | null): CartStore {
  const persisted = readPersistedCart(storage);
  let state: CartState = {
    ...emptyCartState,
    totalItems: persisted.totalItems,
    items: persisted.items,
  };
  let serverState: CartState = emptyCartState;
  let seeded: BasketResponse | null = null;
  const listeners = new Set<() => void>();

  const set = (next: Partial<CartState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const persist = () => {
    try {
      const value: PersistedCart = { v: 1, totalItems: state.totalItems, items: state.items };
      storage?.setItem(cartStorageKey, JSON.stringify(value));
    } catch {
      // persistence is best effort
    }
  };

  return {
    getState: () => state,
    getServerState: () => serverState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(basket, saved) {
      set(stateOf(basket, saved));
      persist();
    },
    seed(basket, saved) {
      if (seeded === basket) return;
      seeded = basket;
      serverState = { ...emptyCartState, ...stateOf(basket, saved) };
      state = { ...state, ...stateOf(basket, saved) };
    },
    setSaved: (saved) => set({ saved }),
    setFlash: (flash) => set({ flash }),
    clear() {
      set({ ...emptyCartState, flash: state.flash });
      try {
        storage?.removeItem(cartStorageKey);
      } catch {
        // best effort
      }
    },
  };
}
