'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * ui's `Carousel` in its own chunk (see `lazyIsland`): the blocks with a carousel render this, so
 * a page without one loads none of the carousel's code; the server still renders it in place.
 * Imported by its own entry, `@storefront/ui/carousel`: the barrel would bring all of ui into the
 * chunk. Loaded when the carousel comes near the screen (`loadWhen: 'near'`): its slides are laid
 * out by CSS before, and a press on an arrow or a dot in between is replayed.
 */
export const Carousel = lazyIsland(
  () => import('@storefront/ui/carousel').then((module) => module.Carousel),
  { loadWhen: 'near' },
);
