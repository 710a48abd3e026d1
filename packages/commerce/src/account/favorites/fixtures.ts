import type { FavoriteItem, Favorites } from '@storefront/api-contract';
import { fixtureImage } from '../../product/fixtures';

const swatches = ['#1f1f1f', '#c8b48a', '#2f5d3a'];

/** A favorite item of the demo catalogue (stories and tests), with a local picture. */
export function fixtureFavoriteItem(n: number, extra: Partial<FavoriteItem> = {}): FavoriteItem {
  return {
    itemId: `item-${n}`,
    productId: `ALP100${n}M`,
    name: `Summit Boot ${n}`,
    pageUrl: `/p/summit-boot-${n}-ALP100${n}M`,
    image: fixtureImage(swatches[n % swatches.length] ?? '#1f1f1f'),
    available: true,
    addedAt: '2026-11-26T10:00:00.000Z',
    ...extra,
  };
}

/**
 * A favorites page of `count` items: item 1 with a saved variant, item 2 without (choose in
 * the quick-shop), item 3 unavailable and without a picture.
 */
export function fixtureFavorites(count: number, extra: Partial<Favorites> = {}): Favorites {
  const items = Array.from({ length: count }, (_, i) =>
    fixtureFavoriteItem(i + 1, {
      ...(i === 0 ? { variantId: 'ALP1001M-BLK-9' } : {}),
      ...(i === 2 ? { available: false, image: undefined } : {}),
    }),
  );
  return {
    favoriteId: 'fav-1',
    name: 'Favorites',
    items,
    total: count,
    start: 0,
    count: 24,
    ...extra,
  };
}
