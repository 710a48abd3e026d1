'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * ui's `Accordion` (Radix) in its own chunk (see `lazyIsland`): the block renders this, so only a
 * page with an accordion loads Radix's accordion; the server still renders it in place. Imported
 * by its own entry, `@storefront/ui/accordion`: the barrel would bring all of ui into the chunk.
 * Loaded when it comes near the screen (`loadWhen: 'near'`; an FAQ is usually below the fold): a
 * press on a title in between opens its section once hydrated.
 */
export const Accordion = lazyIsland(
  () => import('@storefront/ui/accordion').then((module) => module.Accordion),
  { loadWhen: 'near' },
);
