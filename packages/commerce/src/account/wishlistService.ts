import {
  type Favorites,
  favoritesSchema,
  type SavedForLaterPage,
  savedForLaterPageSchema,
  shareFavoritesResponseSchema,
  wishlistPaths,
} from '@storefront/api-contract';
import type * as z from 'zod';
import type { ApiClient } from '../api/client';
import { type AccessTokenSource, tokenCaller } from '../api/tokenCall';

/** Options of {@link createWishlistService}. */
export interface WishlistServiceOptions {
  /** The shopper's access token (guest or registered). */
  accessToken: AccessTokenSource;
}

/** Paging of the lists: `start` (0-based) and `count` (1-100; 24 server side). */
export interface ListPage {
  start?: number;
  count?: number;
}

/**
 * Wishlists (spec 2 §7): favorites and the saved-for-later list. Disabled for a connected
 * employee (spec 1 §4): every call but the shared view raises `AUT432` then; `AUT401`
 * without token. Answers are validated with the shared schemas.
 */
export interface WishlistService {
  /** GET /wishlists/v2/favorites: a page, newest first. */
  getFavorites(page?: ListPage): Promise<Favorites>;
  /** POST /wishlists/v2/favorites: adds a product (or variant); `PLP400` unknown product. */
  addFavorite(productId: string, variantId?: string): Promise<Favorites>;
  /** DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}; `PLP400` not in the list. */
  removeFavorite(favoriteId: string, itemId: string): Promise<Favorites>;
  /** POST …/share: shares the list by email; `AUT453` bad email, `API404` not the owner's list. */
  shareFavorites(
    favoriteId: string,
    body: { email: string; message?: string },
  ): Promise<z.infer<typeof shareFavoritesResponseSchema>>;
  /** GET …/share: a shared list, by its owner or with the share URL's token; `API404` otherwise. */
  getSharedFavorites(favoriteId: string, token?: string, page?: ListPage): Promise<Favorites>;
  /** GET /wishlists/v2/saveForLater: a page of the saved-for-later list. */
  getSavedForLater(page?: ListPage): Promise<SavedForLaterPage>;
}

/** Creates the {@link WishlistService} over an API client. */
export function createWishlistService(
  client: ApiClient,
  options: WishlistServiceOptions,
): WishlistService {
  const call = tokenCaller(client, options.accessToken);
  const query = (page: ListPage = {}) => ({ start: page.start, count: page.count });

  return {
    getFavorites: (page) =>
      call(favoritesSchema, 'GET', wishlistPaths.favorites, { query: query(page) }),
    addFavorite: (productId, variantId) =>
      call(favoritesSchema, 'POST', wishlistPaths.favorites, {
        body: { productId, ...(variantId ? { variantId } : {}) },
      }),
    removeFavorite: (favoriteId, itemId) =>
      call(favoritesSchema, 'DELETE', wishlistPaths.item(favoriteId, itemId)),
    shareFavorites: (favoriteId, body) =>
      call(shareFavoritesResponseSchema, 'POST', wishlistPaths.share(favoriteId), { body }),
    getSharedFavorites: (favoriteId, token, page) =>
      call(favoritesSchema, 'GET', wishlistPaths.share(favoriteId), {
        query: { token, ...query(page) },
      }),
    getSavedForLater: (page) =>
      call(savedForLaterPageSchema, 'GET', wishlistPaths.saveForLater, { query: query(page) }),
  };
}
