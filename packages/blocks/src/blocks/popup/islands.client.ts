'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * `PopupClient` in its own chunk (see `lazyIsland`): the block's server component renders this,
 * so only a page with this block loads the island's code; the server still renders it in place.
 */
export const PopupClient = lazyIsland(() =>
  import('./PopupClient.client').then((module) => module.PopupClient),
);

/**
 * The expanded pop-up (`PopupPanel`) in a chunk of its own, fetched when the pop-up expands
 * (after its delay, or a press on the tab): a page entry loads only the tab.
 */
export const PopupPanel = lazyIsland(() =>
  import('./PopupPanel.client').then((module) => module.PopupPanel),
);
