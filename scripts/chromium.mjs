// Finds a Chromium for Playwright and Vitest browser mode: $CHROME_PATH (or
// $CHROMIUM_PATH), then Debian's /usr/bin/chromium, then Playwright's own download.
// e2e prefers Chromium's headless shell (`findTestChromium`): the same engine without the full
// browser's compositor and GPU process, about a fifth less CPU.
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

/**
 * Chromium's headless shell: $CHROME_HEADLESS_SHELL_PATH, then Debian's
 * /usr/bin/chromium-headless-shell (package `chromium-headless-shell`).
 * @returns {string | undefined} its path, or undefined when it is not installed.
 */
export function findHeadlessShell() {
  for (const p of [process.env.CHROME_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']) {
    if (p && existsSync(p)) return p;
  }
  return undefined;
}

/**
 * The Chromium for e2e: the headless shell when installed, else {@link findChromium}. Stories
 * and screenshots (visual baselines, benches) stay on the full browser: the baselines were taken
 * with it, and in the shell the carousel's autoplay stories did not advance.
 * @returns {string | undefined} the path of an executable, or undefined when none is found.
 */
export function findTestChromium() {
  return findHeadlessShell() ?? findChromium();
}
