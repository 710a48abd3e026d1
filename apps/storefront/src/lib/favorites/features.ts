/**
 * Favorites page size (spec 1 §9: "favorites page sizes come from configuration";
 * `NEXT_PUBLIC_FAVORITES_PAGE_SIZE`, 1-100, default 100 so the hearts know every favorite).
 */
export const favoritesListCount = Math.min(
  100,
  Math.max(1, Number(process.env.NEXT_PUBLIC_FAVORITES_PAGE_SIZE ?? 100) || 100),
);
