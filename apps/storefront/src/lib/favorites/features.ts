/**
 * Favorites known to the hearts on product cards and pages: the first 100 (the API's largest
 * page, spec 2 §7 wishlists), so a heart knows whether its product is a favorite.
 */
export const favoritesHeartsCount = 100;

/**
 * Favorites a page of the list shows (spec 1 §9: "favorites page sizes come from
 * configuration"; `NEXT_PUBLIC_FAVORITES_PAGE_SIZE`, 1-100, default 24): the account's list
 * and a shared list's public view.
 */
export const favoritesPageSize = Math.min(
  100,
  Math.max(1, Math.floor(Number(process.env.NEXT_PUBLIC_FAVORITES_PAGE_SIZE ?? 24)) || 24),
);
