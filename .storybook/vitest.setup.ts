import { beforeAll } from 'vitest';
import { islandsReady } from '../packages/blocks/src/renderer/lazyIsland.client';
import { preloadDialog } from '../packages/ui/src/components/Dialog';

// Setup of the `storybook` Vitest project (stories as tests): marks the run, so preview.tsx's
// `withStillMotion` decorator switches CSS animations and transitions off. An opening dialog
// starts at opacity 0, which `toBeVisible` reads as hidden when the check lands on its first
// frame (a loaded CI machine). Stories about motion itself set `parameters.motion: true`.
(globalThis as { __storyTest?: boolean }).__storyTest = true;

// A dialog's code loads on its first open in a page (ui `Dialog`); play functions open dialogs
// and look for them at once, so it is loaded before the stories run. The first load in a
// worker transforms Radix too (under load, more than the default 10 s).
// Likewise a block's island (`lazyIsland`, started when the story file imports the block).
beforeAll(async () => {
  await preloadDialog();
  await islandsReady();
}, 60_000);
