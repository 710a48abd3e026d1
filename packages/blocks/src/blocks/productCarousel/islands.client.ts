'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * `ProductCarouselClient` in its own chunk (see `lazyIsland`): the block's server component renders this,
 * so only a page with this block loads the island's code; the server still renders it in place.
 */
export const ProductCarouselClient = lazyIsland(() =>
  import('./ProductCarousel.client').then((module) => module.ProductCarouselClient),
);
