/**
 * Playwright e2e configuration: journeys in e2e/ against the built storefront (`next start`) and
 * the mock API (in-memory database), both on test ports of 127.0.0.1, in Debian's Chromium
 * (scripts/chromium.mjs). Run with `npm run test:e2e` after `turbo run build`.
 *
 * Ports: E2E_PORT (storefront, default 3100), E2E_MOCK_API_PORT (mock API, default 4100),
 * E2E_PREVIEW_PORT (preview tool, default 3101).
 */
import { defineConfig, devices } from '@playwright/test';
import { e2ePreviewSecret } from './e2e/draftMode';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const ci = Boolean(process.env.CI);
const storefrontPort = Number(process.env.E2E_PORT ?? 3100);
const mockApiPort = Number(process.env.E2E_MOCK_API_PORT ?? 4100);
const baseURL = `http://127.0.0.1:${storefrontPort}`;
const mockApiUrl = `http://127.0.0.1:${mockApiPort}`;
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? 3101);
const telemetryOff = {
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

const launchOptions = { executablePath: findChromium(), args: chromiumArgs };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['line']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      name: 'mock API',
      command: 'npm run start --silent -w @storefront/mock-api',
      url: `${mockApiUrl}/health`,
      env: {
        ...telemetryOff,
        MOCK_API_PORT: String(mockApiPort),
        MOCK_API_DATA_DIR: 'memory://',
        // Browser origins the API answers CORS for: this run's storefront and preview tool.
        MOCK_API_CORS_ORIGINS: `${baseURL},http://127.0.0.1:${previewPort}`,
        // Links in the mail outbox (password reset) point at this run's storefront.
        MOCK_API_STOREFRONT_URL: `http://127.0.0.1:${storefrontPort}`,
        // Test-only stock and gift-card routes for the e2e fixtures (e2e/fixtures.ts).
        MOCK_API_E2E: '1',
      },
      reuseExistingServer: !ci,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'storefront',
      // The build is turbo's (cached when nothing changed); `npm test` builds in an earlier step.
      command: `turbo run build --filter=@storefront/storefront --output-logs=errors-only && cd apps/storefront && next start -H 127.0.0.1 -p ${storefrontPort}`,
      url: `${baseURL}/en-us`,
      env: {
        ...telemetryOff,
        MOCK_API_URL: mockApiUrl,
        PORT: String(storefrontPort),
        PREVIEW_SECRET: e2ePreviewSecret,
      },
      reuseExistingServer: !ci,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'preview tool',
      command: `turbo run build --filter=@storefront/preview-tool --output-logs=errors-only && cd apps/preview-tool && next start -H 127.0.0.1 -p ${previewPort}`,
      url: `http://127.0.0.1:${previewPort}/`,
      env: {
        ...telemetryOff,
        MOCK_API_URL: mockApiUrl,
        STOREFRONT_URL: baseURL,
        PORT: String(previewPort),
        PREVIEW_SECRET: e2ePreviewSecret,
      },
      reuseExistingServer: !ci,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
