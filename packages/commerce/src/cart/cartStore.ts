import type { BasketResponse, SaveForLaterPage } from '@storefront/api-contract';
import { type RecoveryItem, recoveryItemsOf } from '../session/basketRecovery';

/**
 * The shopper's cart state on the client (spec 1 §4 "Cart state is persisted locally"): the
 * last basket the server answered, the saved-for-later page, whether the mini cart is open and
 * a flash message. What survives a reload (localStorage) is only what BSK404 recovery needs
 * and the header count: `{ items: RecoveryItem[], totalItems }`. No token is ever in it.
 */
export interface CartState {
  /** The last basket answered by the server; `null` before the first answer. */
  basket: BasketResponse | null;
  saved: SaveForLaterPage | null;
  /** Item count for the header badge (from the persisted state until the server answers). */
  totalItems: number;
  /** The locally persisted items, re-added on BSK404. */
  items: RecoveryItem[];
  miniCartOpen: boolean;
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

/** A cart store: a tiny external store for `useSyncExternalStore`. */
export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Takes a server answer: the basket (and page), persisted. */
  receive(basket: BasketResponse, saved?: SaveForLaterPage): void;
  setSaved(saved: SaveForLaterPage): void;
  setMiniCartOpen(open: boolean): void;
  setFlash(flash: CartState['flash']): void;
  /** Removes the local cart (AUT498, logout). */
  clear(): void;
}

/** The empty cart: no basket, nothing saved, mini cart closed (also the server render's state). */
export const emptyCartState: Readonly<CartState> = {
  basket: null,
  saved: null,
  totalItems: 0,
  items: [],
  miniCartOpen: false,
  flash: null,
};

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
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(basket, saved) {
      set({
        basket,
        totalItems: basket.totalItems,
        items: recoveryItemsOf(basket),
        ...(saved ? { saved } : {}),
      });
      persist();
    },
    setSaved: (saved) => set({ saved }),
    setMiniCartOpen: (miniCartOpen) => set({ miniCartOpen }),
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
