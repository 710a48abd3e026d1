'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * `DialogClient` in its own chunk (see `lazyIsland`): the block's server component renders this,
 * so only a page with this block loads the island's code; the server still renders it in place.
 */
export const DialogClient = lazyIsland(() =>
  import('./DialogClient.client').then((module) => module.DialogClient),
);
