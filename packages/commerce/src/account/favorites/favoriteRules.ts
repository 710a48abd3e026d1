import type { FavoriteItem } from '@storefront/api-contract';

/**
 * Rules of the favorites page and the shared list (spec 1 §4; spec 2 §7 wishlists share), kept
 * apart from the hearts' store so a category page's heart ships none of them.
 */

/**
 * What "Add to cart" does for a favorite item: `add` the saved variant directly (qty 1),
 * `choose` a variant first in the quick-shop (the item names only the product), or nothing
 * for an item that cannot be bought now (`unavailable`).
 */
export type FavoriteCartAction =
  | { kind: 'add'; variantId: string }
  | { kind: 'choose' }
  | { kind: 'unavailable' };

/** The {@link FavoriteCartAction} of an item. */
export function favoriteCartAction(item: FavoriteItem): FavoriteCartAction {
  if (!item.available) return { kind: 'unavailable' };
  return item.variantId ? { kind: 'add', variantId: item.variantId } : { kind: 'choose' };
}

/** The path prefix of the public view of a shared list (the API's `shareUrl`). */
export const sharedListPrefix = '/favorites/shared/';

/**
 * The id and token of a shared list from the API's share URL (`/favorites/shared/{id}?token=…`),
 * or `undefined` when it is not one (no other path is ever linked).
 */
export function parseShareUrl(shareUrl: string): { favoriteId: string; token: string } | undefined {
  let url: URL;
  try {
    url = new URL(shareUrl, 'http://share.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://share.invalid' || !url.pathname.startsWith(sharedListPrefix))
    return undefined;
  const favoriteId = decodeURIComponent(url.pathname.slice(sharedListPrefix.length));
  const token = url.searchParams.get('token');
  if (!favoriteId || favoriteId.includes('/') || !token) return undefined;
  return { favoriteId, token };
}

/** The storefront path of a shared list's public view in a locale, e.g. `/en-us/favorites/shared/…`. */
export function sharedListHref(
  localePath: string,
  share: { favoriteId: string; token: string },
): string {
  return `/${localePath}${sharedListPrefix}${encodeURIComponent(share.favoriteId)}?token=${encodeURIComponent(share.token)}`;
}
