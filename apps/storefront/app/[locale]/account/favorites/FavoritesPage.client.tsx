'use client';

import { type Favorites, localisePath } from '@storefront/api-contract';
import { addToCartDefaults, pageWindow, parseShareUrl, sharedListHref } from '@storefront/commerce';
import { FavoritesList, FavoritesShare, useCartController } from '@storefront/commerce/client';
import { Stack, useDialogManager } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { accountSectionHref } from '../../../../src/lib/account/accountSections';
import { openQuickShop } from '../../../../src/lib/cart/cart.client';
import {
  loadFavoritesAction,
  removeFavoriteAction,
  shareFavoritesAction,
} from '../../../../src/lib/favorites/actions';
import { productOrigins } from '../../../../src/lib/productOrigins';

/**
 * The favorites page's client part (spec 1 §4): {@link FavoritesList} over a page of the
 * shopper's list (the route's read, else loaded here) with links to the other pages, remove through the favorites Server Action, add to
 * cart through the layout's one basket store (the saved variant; otherwise the quick-shop to
 * choose one), and {@link FavoritesShare} whose link opens the public read-only list.
 */
export function FavoritesPageClient({
  localePath,
  page,
  initialFavorites,
}: {
  localePath: string;
  /** The page of the list shown (1-based, the address's `?page=`). */
  page: number;
  /** The list the route read (none: loaded here). */
  initialFavorites?: Favorites;
}) {
  const [favorites, setFavorites] = useState<Favorites | null>(initialFavorites ?? null);
  const [loadError, setLoadError] = useState<string | undefined>();
  const cart = useCartController();
  const dialogs = useDialogManager();
  const hrefOf = (path: string) => localisePath(localePath, path);
  const listHref = accountSectionHref(localePath, 'favorites');
  const pageHref = (n: number) => (n > 1 ? `${listHref}?page=${n}` : listHref);
  const hrefOfShare = (shareUrl: string) => {
    const share = parseShareUrl(shareUrl);
    return share ? sharedListHref(localePath, share) : undefined;
  };

  const load = useCallback(async () => {
    setLoadError(undefined);
    const result = await loadFavoritesAction(page);
    if (result.ok) setFavorites(result.favorites);
    else setLoadError(result.message);
  }, [page]);
  const [loadOnMount] = useState(!initialFavorites);
  useEffect(() => {
    if (loadOnMount) void load();
  }, [load, loadOnMount]);

  return (
    <Stack gap="xl">
      <FavoritesList
        favorites={favorites}
        loadError={loadError}
        onRetry={() => void load()}
        hrefOf={hrefOf}
        pageHref={pageHref}
        continueHref={`/${localePath}`}
        onRemove={async (item) => {
          const result = await removeFavoriteAction(favorites?.favoriteId ?? '', item.itemId, page);
          if (result.ok) {
            setFavorites(result.favorites);
            // The page's last item gone: the answer is the new last page; the address follows.
            const shown = pageWindow(result.favorites, result.favorites.count).page;
            if (shown !== page) window.history.replaceState(null, '', pageHref(shown));
          }
          return result;
        }}
        onAddToCart={async (item, action) => {
          if (action.kind === 'choose') {
            openQuickShop(dialogs, {
              id: item.productId,
              url: hrefOf(item.pageUrl),
              origin: productOrigins.favorites,
            });
            return { ok: true };
          }
          const result = await cart.add({
            productId: action.variantId,
            qty: addToCartDefaults.qty,
            maxQty: addToCartDefaults.maxQty,
            idempotencyKey: crypto.randomUUID(),
            origin: productOrigins.favorites,
          });
          return result.ok ? { ok: true } : { ok: false, message: result.message };
        }}
      />
      {favorites && favorites.items.length > 0 ? (
        <FavoritesShare
          sharedHref={favorites.shareUrl ? hrefOfShare(favorites.shareUrl) : undefined}
          hrefOfShare={hrefOfShare}
          onShare={(email, message) => shareFavoritesAction(favorites.favoriteId, email, message)}
        />
      ) : null}
    </Stack>
  );
}
