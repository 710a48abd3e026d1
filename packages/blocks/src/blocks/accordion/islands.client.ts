'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * ui's `Accordion` (Radix) in its own chunk (see `lazyIsland`): the block renders this, so only a
 * page with an accordion loads Radix's accordion; the server still renders it in place. Imported
 * by its own entry, `@storefront/ui/accordion`: the barrel would bring all of ui into the chunk.
 */
export const Accordion = lazyIsland(() =>
  import('@storefront/ui/accordion').then((module) => module.Accordion),
);
