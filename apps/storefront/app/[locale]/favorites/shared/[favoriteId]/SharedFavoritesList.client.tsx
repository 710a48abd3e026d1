'use client';

import { type Favorites, localisePath } from '@storefront/api-contract';
import { FavoritesList, useFavoritesLabels } from '@storefront/commerce/client';

/**
 * A shared favorites list, read-only (spec 1 §4 share): {@link FavoritesList} with product links
 * only and links to its other pages, titled "Shared favorites" with a line saying someone
 * shared it.
 */
export function SharedFavoritesList({
  localePath,
  favorites,
  listHref,
}: {
  localePath: string;
  favorites: Favorites;
  /** The list's first page (its share link under the locale); other pages add `&page=`. */
  listHref: string;
}) {
  const labels = useFavoritesLabels();
  return (
    <>
      <FavoritesList
        favorites={favorites}
        readOnly
        title={labels.shared.title}
        hrefOf={(path) => localisePath(localePath, path)}
        pageHref={(page) => (page > 1 ? `${listHref}&page=${page}` : listHref)}
        continueHref={`/${localePath}`}
      />
      <p>{labels.shared.intro}</p>
    </>
  );
}
