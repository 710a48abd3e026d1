'use client';

import { type Favorites, localisePath } from '@storefront/api-contract';
import { FavoritesList, useFavoritesLabels } from '@storefront/commerce/client';

/**
 * A shared favorites list, read-only (spec 1 §4 share): {@link FavoritesList} with product links
 * only, titled "Shared favorites" with a line saying someone shared it.
 */
export function SharedFavoritesList({
  localePath,
  favorites,
}: {
  localePath: string;
  favorites: Favorites;
}) {
  const labels = useFavoritesLabels();
  return (
    <>
      <FavoritesList
        favorites={favorites}
        readOnly
        title={labels.shared.title}
        hrefOf={(path) => localisePath(localePath, path)}
        continueHref={`/${localePath}`}
      />
      <p>{labels.shared.intro}</p>
    </>
  );
}
