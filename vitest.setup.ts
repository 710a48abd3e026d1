import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { islandsReady } from './packages/blocks/src/renderer/lazyIsland.client';
import { preloadDialog } from './packages/ui/src/components/Dialog';

afterEach(() => cleanup());
// A dialog's code loads on its first open in a page (ui `Dialog`); tests open dialogs at once, so
// it is loaded before them (Dialog.test.tsx covers the first open in a fresh module).
// The first load in a worker transforms Radix too (under load, more than the default 10 s).
// Likewise a block's island (`lazyIsland`): its own chunk, started when the test file imports
// the block; tests render synchronously, so the islands are loaded before them.
beforeAll(async () => {
  await preloadDialog();
  await islandsReady();
}, 60_000);
