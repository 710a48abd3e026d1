import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        // The root layouts' production stylesheet (apps/storefront/next.config.ts) is empty here.
        resolve: {
          alias: {
            '@storefront/stylesheet': path.join(
              dirname,
              'apps/storefront/src/styles/stylesheet.development.css',
            ),
          },
        },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          globals: true,
          // One module graph and environment per worker, not per file: 138 s -> 25 s here. Tests
          // must not rely on a fresh module state (see packages/blocks/src/testing/loggedEntries).
          isolate: false,
          include: [
            'packages/{ui,blocks,commerce,api-contract}/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'mock-api',
          environment: 'node',
          // Each file opens its own database; the one module state shared between a worker's
          // files on purpose is test/helpers.ts's migrated and seeded PGlite templates (each
          // file loads a copy). A file that vi.mock()s a module of the server loads the server
          // afresh (vi.resetModules + dynamic import, see security.auth.test.ts).
          isolate: false,
          include: ['packages/mock-api/{src,test}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [
          vanillaExtractPlugin(),
          storybookTest({ configDir: path.join(dirname, '.storybook') }),
        ],
        test: {
          name: 'storybook',
          // One page for every story file, not a fresh iframe per file: the preview's modules
          // load once (setup + import 135 s -> 35 s, the step 6.4 -> 4.2 min). Stories must not
          // rely on module state another file left, and components must let go of window and
          // media-query listeners when they unmount or stay inert (see Carousel's breakpoint test).
          isolate: false,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
