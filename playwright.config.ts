/**
 * Playwright e2e configuration: journeys in e2e/ against the built storefront (`next start`),
 * the preview tool and the mock API (in-memory database), on test ports of 127.0.0.1, in
 * Debian's Chromium headless shell when installed, else its Chromium (scripts/chromium.mjs
 * `findTestChromium`). Run with `npm run test:e2e` after `turbo run build`.
 *
 * Isolation: every worker has its own mock API, storefront and preview tool (a slot, started
 * once per run by e2e/globalSetup.ts, e2e/servers.ts), and the fixtures put back the seeded
 * data before every test (e2e/fixtures.ts), so a journey runs alone or in any order.
 *
 * Ports (base ports; slot `i` of `workers` adds `2i`, `2i` and `i`): E2E_PORT (storefront,
 * default 3100), E2E_PREVIEW_PORT (preview tool, default 3101), E2E_MOCK_API_PORT (mock API,
 * default 4100).
 */
import { defineConfig, devices } from '@playwright/test';
import { serverSlot } from './e2e/servers';
import { chromiumArgs, findTestChromium } from './scripts/chromium.mjs';

const ci = Boolean(process.env.CI);

// The browser resolves no host but this machine's: a request elsewhere fails at once, and the
// fixtures record it (e2e/fixtures.ts `externalRequests`). Intercepting every request with
// `context.route` instead cost about a fifth of the e2e step's time.
const launchOptions = {
  executablePath: findTestChromium(),
  args: [
    ...chromiumArgs,
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Two workers on the two cores. Three ran no faster on this machine (about 17 journeys a
  // minute either way, the load average near 13) and pushed a slow preview-tool journey past
  // its time-out. E2E_WORKERS overrides it (each worker starts its own slot of servers,
  // e2e/servers.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // CI also writes every test's duration (playwright-report/report.json) for finding where
  // the e2e step's time goes.
  reporter: ci ? [['line'], ['json', { outputFile: 'playwright-report/report.json' }]] : [['list']],
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results',
  use: {
    // Slot 0's storefront; the fixtures give each worker its own slot's (e2e/fixtures.ts).
    baseURL: serverSlot(0).storefrontUrl,
    // CI (one retry) records a trace of a failed test's retry only: recording every test's
    // (DOM snapshots, screencast) and throwing it away when it passed cost, for cart.spec.ts
    // and checkout.spec.ts at both projects, 8 % of their test time (358 s against 330 s) and a
    // quarter of the run's CPU time (103 s against 78 s). Locally, without retries, a failed
    // test keeps its trace.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        // One device pixel per CSS pixel: the headless shell rasterises in software, and at the
        // phone's density of 3 it paints nine times the pixels (the mobile journeys took a
        // fifth longer). No journey depends on the density: the layout follows the viewport.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
});
