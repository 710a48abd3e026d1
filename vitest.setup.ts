import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadDialog } from './packages/ui/src/components/Dialog';

afterEach(() => cleanup());
// A dialog's code loads on its first open in a page (ui `Dialog`); tests open dialogs at once, so
// it is loaded before them (Dialog.test.tsx covers the first open in a fresh module).
// The first load in a worker transforms Radix too (under load, more than the default 10 s).
beforeAll(async () => {
  await preloadDialog();
}, 60_000);
