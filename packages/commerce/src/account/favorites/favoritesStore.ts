import type { FavoriteItem, Favorites } from '@storefront/api-contract';

/**
 * Favorites (spec 1 §4, spec 2 §7 "Wishlists"): the pure rules and the browser store the
 * hearts of one page share. No React, no I/O: the host gives the calls ({@link FavoritesActions}).
 */

/** A failed favorites call as the host answers it (its message in the page's language). */
export interface FavoritesFailure {
  ok: false;
  /** Catalogue code, e.g. `PLP400`, `AUT432` (connected employee), `GEN500`. */
  code: string;
  message: string;
}

/** The answer of a favorites call: the list after it, or a failure. */
export type FavoritesResult = { ok: true; favorites: Favorites } | FavoritesFailure;

/** The answer of sharing a list: its public path (`/favorites/shared/{id}?token=…`). */
export type ShareFavoritesResult =
  | { ok: true; shareUrl: string; sharedWith: number }
  | FavoritesFailure;

/** The host's favorites calls (the storefront: Server Actions over the wishlist service). */
export interface FavoritesActions {
  /** GET /wishlists/v2/favorites (the first page, large enough for the hearts). */
  load(): Promise<FavoritesResult>;
  /** POST /wishlists/v2/favorites `{ productId, variantId? }`. */
  add(productId: string, variantId?: string): Promise<FavoritesResult>;
  /** DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}. */
  remove(favoriteId: string, itemId: string): Promise<FavoritesResult>;
}

/** The list's item of a product (any of its variants), if it is a favorite. */
export function favoriteItemOf(
  favorites: Favorites | null | undefined,
  productId: string,
): FavoriteItem | undefined {
  return favorites?.items.find((item) => item.productId === productId);
}

/** The state of a {@link FavoritesStore}. */
export interface FavoritesState {
  /** The list once loaded (or after the first change); `null` before. */
  favorites: Favorites | null;
  /** `idle` (not loaded: a guest's page), `loading`, `ready`, `error`. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Products whose toggle is running. */
  pending: readonly string[];
  /** The last failure by product id (cleared by its next toggle). */
  failures: Readonly<Record<string, string>>;
}

/** The hearts' shared store: one list, one call per product at a time. */
export interface FavoritesStore {
  getState(): FavoritesState;
  subscribe(listener: () => void): () => void;
  /** Loads the list once (later calls return the same promise; a failure may be retried). */
  load(): Promise<void>;
  /**
   * Adds the product when it is not a favorite, removes its item when it is (spec 1 §4).
   * Ignored while the same product's toggle runs. Answers the call's result.
   */
  toggle(productId: string, variantId?: string): Promise<FavoritesResult | undefined>;
}

/** Creates a {@link FavoritesStore} over the host's calls. */
export function createFavoritesStore(actions: FavoritesActions): FavoritesStore {
  let state: FavoritesState = { favorites: null, status: 'idle', pending: [], failures: {} };
  const listeners = new Set<() => void>();
  let loading: Promise<void> | undefined;
  const set = (next: Partial<FavoritesState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const failuresWithout = (productId: string) => {
    const { [productId]: _, ...rest } = state.failures;
    return rest;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      loading ??= (async () => {
        set({ status: 'loading' });
        const result = await actions.load();
        if (result.ok) set({ favorites: result.favorites, status: 'ready' });
        else {
          loading = undefined;
          set({ status: 'error' });
        }
      })();
      return loading;
    },
    async toggle(productId, variantId) {
      if (state.pending.includes(productId)) return undefined;
      set({ pending: [...state.pending, productId], failures: failuresWithout(productId) });
      const item = favoriteItemOf(state.favorites, productId);
      const result = item
        ? await actions.remove(state.favorites?.favoriteId ?? '', item.itemId)
        : await actions.add(productId, variantId);
      const pending = state.pending.filter((id) => id !== productId);
      if (result.ok) set({ pending, favorites: result.favorites, status: 'ready' });
      else set({ pending, failures: { ...state.failures, [productId]: result.message } });
      return result;
    },
  };
}
