import { configure } from 'storybook/test';
import { beforeAll } from 'vitest';
import { islandsReady } from '../packages/blocks/src/renderer/lazyIsland.client';
import { preloadCarousel } from '../packages/ui/src/components/Carousel';
import { preloadDialog } from '../packages/ui/src/components/Dialog';

// Setup of the `storybook` Vitest project (stories as tests): marks the run, so preview.tsx's
// `withStillMotion` decorator switches CSS animations and transitions off. An opening dialog
// starts at opacity 0, which `toBeVisible` reads as hidden when the check lands on its first
// frame (a loaded CI machine). Stories about motion itself set `parameters.motion: true`.
(globalThis as { __storyTest?: boolean }).__storyTest = true;

// `waitFor` and `findBy…` give up after 5 s instead of 1 s: a carousel creates embla once its
// viewport is reported near the screen (an IntersectionObserver callback, even with embla
// preloaded below), which three story files running in parallel on a loaded machine can delay.
// (The carousel stories that failed at 1 s waiting for the slide after a press on Next were
// not slow: `useCarousel` replayed an early press before listening to embla's `select`.)
configure({ asyncUtilTimeout: 5000 });

// A dialog's code loads on its first open in a page (ui `Dialog`); play functions open dialogs
// and look for them at once, so it is loaded before the stories run. The first load in a
// worker transforms Radix too (under load, more than the default 10 s). The same for a
// carousel's embla, loaded on its first mount: a play function presses an arrow as soon as it is
// enabled, and under load the press (kept until embla is there) could outlast `waitFor`'s 1 s.
// Likewise a block's island (`lazyIsland`, started when the story file imports the block).
beforeAll(async () => {
  await Promise.all([preloadDialog(), preloadCarousel()]);
  await islandsReady();
}, 60_000);
