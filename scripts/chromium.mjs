// Finds a Chromium for Playwright and Vitest browser mode: $CHROME_PATH (or
// $CHROMIUM_PATH), then Debian's /usr/bin/chromium, then Playwright's own download.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Launch flags that work in a container as root, with no network (see shared toolchain notes). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** @returns {string | undefined} the path of a Chromium executable, or undefined when none is found. */
export function findChromium() {
  for (const name of ['CHROME_PATH', 'CHROMIUM_PATH']) {
    const p = process.env[name];
    if (p && existsSync(p)) return p;
  }
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(p)) return p;
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright');
    const p = chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {
    // playwright not installed or no browser downloaded
  }
  return undefined;
}
