'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * `PopupClient` in its own chunk (see `lazyIsland`): the block's server component renders this,
 * so only a page with this block loads the island's code; the server still renders it in place.
 */
export const PopupClient = lazyIsland(() =>
  import('./PopupClient.client').then((module) => module.PopupClient),
);
