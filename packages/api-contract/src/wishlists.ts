import * as z from 'zod';

/**
 * Wishlists (spec 2 §7 "Wishlists"): favorites (guests too; merged at login, spec 1 §4),
 * sharing, and the saved-for-later list (spec 1 §3). Disabled for a connected employee.
 */

const enc = encodeURIComponent;

/** Paths of the wishlists (spec 2 §7). */
export const wishlistPaths = {
  favorites: '/wishlists/v2/favorites',
  saveForLater: '/wishlists/v2/saveForLater',
  share: (favoriteId: string) => `/wishlists/v2/favorites/${enc(favoriteId)}/share`,
  item: (favoriteId: string, itemId: string) =>
    `/wishlists/v2/favorites/${enc(favoriteId)}/items/${enc(itemId)}`,
} as const;

/** Paging query of the wishlists: `start` (0-based) and `count` (1-100, default 24). */
export const wishlistPageQuerySchema = z.looseObject({
  start: z.coerce.number().int().nonnegative().default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});

/** A favorite item, with the product it points at. */
export const favoriteItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  variantId: z.string().optional(),
  name: z.string(),
  /** Product page path, `/p/{slug}-{productId}`. */
  pageUrl: z.string(),
  /** Absolute URL of the product's first image (in its first colour). */
  image: z.string().optional(),
  /** Whether the product (or the variant) can be bought now. */
  available: z.boolean(),
  addedAt: z.string(),
});
/** A favorite item. */
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** A page of a favorites list. */
export const favoritesSchema = z.object({
  favoriteId: z.string(),
  name: z.string(),
  items: z.array(favoriteItemSchema),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  /** Set once the list was shared. */
  shareUrl: z.string().optional(),
});
/** A favorites page. */
export type Favorites = z.infer<typeof favoritesSchema>;

/** Body of POST /wishlists/v2/favorites. */
export const addFavoriteRequestSchema = z.object({
  productId: z.string().min(1),
  variantId: z.string().min(1).optional(),
});

/** Body of POST /wishlists/v2/favorites/{favoriteId}/share. */
export const shareFavoritesRequestSchema = z.object({
  email: z.string().min(1),
  message: z.string().max(500).optional(),
});

/** Answer of sharing a favorites list. */
export const shareFavoritesResponseSchema = z.object({
  favoriteId: z.string(),
  shareUrl: z.string(),
  sharedWith: z.number().int().nonnegative(),
});

/** A saved-for-later item (spec 1 §3 "Saved for later"). */
export const savedForLaterItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  pageUrl: z.string(),
  available: z.boolean(),
  qty: z.number().int().positive(),
  name: z.string().optional(),
});

/** A page of the saved-for-later list (GET /wishlists/v2/saveForLater). */
export const savedForLaterPageSchema = z.object({
  saveForLaterId: z.string().nullable(),
  items: z.array(savedForLaterItemSchema),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().positive(),
});
/** A saved-for-later page. */
export type SavedForLaterPage = z.infer<typeof savedForLaterPageSchema>;
