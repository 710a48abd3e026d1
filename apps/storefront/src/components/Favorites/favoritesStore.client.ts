'use client';

import { createFavoritesStore, type FavoritesStore } from '@storefront/commerce';
import {
  addFavoriteAction,
  loadFavoritesAction,
  removeFavoriteAction,
} from '../../lib/favorites/actions';

let browserStore: FavoritesStore | undefined;

const createStore = () =>
  createFavoritesStore({
    load: () => loadFavoritesAction(),
    add: (productId, variantId) => addFavoriteAction(productId, variantId),
    remove: (favoriteId, itemId) => removeFavoriteAction(favoriteId, itemId),
  });

/**
 * The page's one favorites store, shared by every heart (product cards, the product page,
 * quick-shop), over the favorites Server Actions. In the browser one per page load (the list
 * is the shopper's own, loaded once when signed in); on the server a fresh, never-filled one
 * for each render, so no shopper's list is ever shared between requests.
 */
export function favoritesStore(): FavoritesStore {
  if (typeof window === 'undefined') return createStore();
  browserStore ??= createStore();
  return browserStore;
}
