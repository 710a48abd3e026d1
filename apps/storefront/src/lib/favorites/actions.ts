'use server';

import { addFavoriteRequestSchema, shareFavoritesRequestSchema } from '@storefront/api-contract';
import {
  type FavoritesResult,
  messageForError,
  pageStart,
  type ShareFavoritesResult,
} from '@storefront/commerce';
import { createWishlistService, type WishlistService } from '@storefront/commerce/server';
import * as z from 'zod';
import { serverCall } from '../server/serverCall';
import { favoritesHeartsCount, favoritesPageSize } from './features';

/**
 * The favorites' Server Actions (spec 1 §4; spec 2 §7 "Wishlists"), through `serverCall`
 * (locale of the page, token from the cookies, a guest token made on demand: a guest's
 * favorites are merged into the account at sign-in). A connected employee is answered
 * `AUT432` by the API (favorites are disabled for them; the pages do not offer them either).
 * Inputs are validated here; a bad one answers `API400` without a call.
 */

const idSchema = z.string().min(1).max(128);
const pageSchema = z.number().int().min(1).max(9999).optional();

/**
 * The window a list answer covers: page `page` of the list ({@link favoritesPageSize} items),
 * or without a page the first {@link favoritesHeartsCount} (what the hearts know).
 */
const windowOf = (page: number | undefined) =>
  page === undefined
    ? { count: favoritesHeartsCount }
    : { start: pageStart(page, favoritesPageSize), count: favoritesPageSize };

/**
 * Page `page` of the list after a change; when the change emptied a page past the first (its
 * last item removed), the last page there is instead.
 */
async function pageAfterChange(service: WishlistService, page: number | undefined) {
  const favorites = await service.getFavorites(windowOf(page));
  if (page === undefined || page === 1 || favorites.items.length > 0 || favorites.total === 0)
    return favorites;
  return service.getFavorites(windowOf(Math.ceil(favorites.total / favoritesPageSize)));
}
const invalid = (): { ok: false; code: string; message: string } => ({
  ok: false,
  code: 'API400',
  message: messageForError('API400'),
});

/**
 * The shopper's favorites: page `page` (1-based) of the list, or without a page the first
 * {@link favoritesHeartsCount} (the hearts' store).
 */
export async function loadFavoritesAction(page?: number): Promise<FavoritesResult> {
  if (!pageSchema.safeParse(page).success) return invalid();
  return serverCall('favorites.load', async ({ client, token }) => ({
    favorites: await createWishlistService(client, { accessToken: token }).getFavorites(
      windowOf(page),
    ),
  }));
}

/** Adds a product (or one variant) to the favorites; `PLP400` unknown product. */
export async function addFavoriteAction(
  productId: string,
  variantId?: string,
): Promise<FavoritesResult> {
  const input = addFavoriteRequestSchema.safeParse({ productId, variantId });
  if (!input.success || !idSchema.safeParse(productId).success) return invalid();
  return serverCall('favorites.add', async ({ client, token }) => {
    const service = createWishlistService(client, { accessToken: token });
    await service.addFavorite(input.data.productId, input.data.variantId);
    return { favorites: await service.getFavorites(windowOf(undefined)) };
  });
}

/**
 * Removes an item of the shopper's list and answers the list as the caller shows it: page
 * `page` (the last one when that page is now empty), or without a page what the hearts know.
 * `PLP400` not in the list, `API404` not theirs.
 */
export async function removeFavoriteAction(
  favoriteId: string,
  itemId: string,
  page?: number,
): Promise<FavoritesResult> {
  if (
    !idSchema.safeParse(favoriteId).success ||
    !idSchema.safeParse(itemId).success ||
    !pageSchema.safeParse(page).success
  )
    return invalid();
  return serverCall('favorites.remove', async ({ client, token }) => {
    const service = createWishlistService(client, { accessToken: token });
    await service.removeFavorite(favoriteId, itemId);
    return { favorites: await pageAfterChange(service, page) };
  });
}

/**
 * Shares the shopper's list by email (POST …/share); answers the API's share URL
 * (`/favorites/shared/{id}?token=…`, the public read-only view). `AUT453` bad email.
 */
export async function shareFavoritesAction(
  favoriteId: string,
  email: string,
  message?: string,
): Promise<ShareFavoritesResult> {
  const input = shareFavoritesRequestSchema.safeParse({ email, message });
  if (!idSchema.safeParse(favoriteId).success || !input.success) return invalid();
  return serverCall('favorites.share', async ({ client, token }) => {
    const answer = await createWishlistService(client, { accessToken: token }).shareFavorites(
      favoriteId,
      input.data,
    );
    return { shareUrl: answer.shareUrl, sharedWith: answer.sharedWith };
  });
}
