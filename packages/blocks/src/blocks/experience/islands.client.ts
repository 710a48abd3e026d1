'use client';

import { lazyIsland } from '../../renderer/lazyIsland.client';

/**
 * `ExperienceTracker` in its own chunk (see `lazyIsland`): the block's server component renders this,
 * so only a page with this block loads the island's code; the server still renders it in place.
 */
export const ExperienceTracker = lazyIsland(() =>
  import('./ExperienceTracker.client').then((module) => module.ExperienceTracker),
);
