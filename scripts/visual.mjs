#!/usr/bin/env node
// Offline visual snapshots of every Storybook story (`npm run test:visual`).
//
//   node scripts/visual.mjs [--update] [--no-build] [--filter <substring>] [--workers N]
//
// Builds Storybook (`npm run build-storybook`, unless --no-build), serves storybook-static on
// 127.0.0.1, reads its index.json and screenshots every story (type 'story') in Chromium at
// 1024×768, deviceScaleFactor 1, reduced motion, animations disabled, once the story has finished
// rendering (play function included) and three screenshots in a row, 250 ms apart, match. Compares each with visual/baselines/<story-id>.png using
// pixelmatch: a story fails when more than 0.1 % of its pixels differ, when its size changed, when
// it errored, or when it has no baseline. Diffs go to visual/__diff__/ (gitignored).
// --update rewrites the baselines and deletes baselines of stories that no longer exist.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { chromiumArgs } from './chromium.mjs';
import { root, runForwardingSignals } from './lib/proc.mjs';
import { serveStatic } from './lib/static-server.mjs';
import { ensureChromium } from './with-chromium.mjs';

/** Share of differing pixels above which a story fails (0.1 %). */
const MAX_DIFF_RATIO = 0.001;
/** pixelmatch's per-pixel colour distance threshold (0..1; anti-aliasing is ignored). */
const PIXEL_THRESHOLD = 0.1;
const VIEWPORT = { width: 1024, height: 768 };
/** Up to this many screenshots, STABLE_INTERVAL_MS apart, until three in a row match. */
const STABLE_ATTEMPTS = 10;
const STABLE_INTERVAL_MS = 250;

const { values } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    workers: { type: 'string', default: '3' },
  },
});
const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'visual/baselines');
const diffDir = path.join(root, 'visual/__diff__');

if (!values['no-build']) {
  console.log('Building Storybook (npm run build-storybook)…');
  const code = await runForwardingSignals('npm', ['run', 'build-storybook', '--silent']);
  if (code !== 0) process.exit(code);
}
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json not found: run without --no-build.');
  process.exit(1);
}

/** @type {{ entries: Record<string, { id: string, type: string, title: string, name: string }> }} */
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const allStories = Object.values(index.entries).filter((e) => e.type === 'story');
const stories = values.filter
  ? allStories.filter((s) => s.id.includes(/** @type {string} */ (values.filter)))
  : allStories;

rmSync(diffDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });
mkdirSync(diffDir, { recursive: true });

const server = await serveStatic(staticDir);
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  // No scrollbars: their appearance mid-render changes widths (and carousel positions).
  args: [...chromiumArgs, '--hide-scrollbars'],
});

/** @typedef {{ id: string, status: 'passed' | 'updated' | 'failed', reason?: string }} Result */
/** @type {Result[]} */
const results = [];

/**
 * Opens a story, waits until Storybook reports it finished, and returns a PNG screenshot.
 * @param {import('playwright').Page} page
 * @param {string} id
 */
async function capture(page, id) {
  await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, {
    waitUntil: 'load',
  });
  const phase = await page
    .waitForFunction(
      () => {
        const p = /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return ['finished', 'errored', 'aborted'].includes(p) ? p : false;
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    )
    .then((h) => h.jsonValue());
  if (phase !== 'finished') throw new Error(`story render ${phase}`);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Components that measure themselves (e.g. embla carousels) may have measured before late
    // CSS chunks applied: a resize event makes them measure again, as a real resize would.
    window.dispatchEvent(new Event('resize'));
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.loading !== 'lazy')
        .map((img) => new Promise((r) => img.addEventListener('loadend', r, { once: true }))),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  // JS-driven motion (e.g. a carousel's scroll) ignores `animations: 'disabled'`: wait until
  // three consecutive screenshots match.
  const shot = () =>
    page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await shot();
  let matches = 0;
  for (let attempt = 0; attempt < STABLE_ATTEMPTS; attempt += 1) {
    await page.waitForTimeout(STABLE_INTERVAL_MS);
    const next = await shot();
    matches = next.equals(previous) ? matches + 1 : 0;
    if (matches >= 2) return next;
    previous = next;
  }
  throw new Error(`still changing after ${STABLE_ATTEMPTS} screenshots`);
}

/** Compares a screenshot with its baseline (or writes it with --update). @returns {Result} */
function compare(/** @type {string} */ id, /** @type {Buffer} */ png) {
  const baselinePath = path.join(baselineDir, `${id}.png`);
  if (values.update) {
    const same = existsSync(baselinePath) && readFileSync(baselinePath).equals(png);
    if (!same) writeFileSync(baselinePath, png);
    return { id, status: same ? 'passed' : 'updated' };
  }
  if (!existsSync(baselinePath)) {
    writeFileSync(path.join(diffDir, `${id}.actual.png`), png);
    return { id, status: 'failed', reason: 'no baseline (run with --update)' };
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(path.join(diffDir, `${id}.actual.png`), png);
    return {
      id,
      status: 'failed',
      reason: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const count = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = count / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return { id, status: 'passed' };
  writeFileSync(path.join(diffDir, `${id}.actual.png`), png);
  writeFileSync(path.join(diffDir, `${id}.diff.png`), PNG.sync.write(diff));
  return { id, status: 'failed', reason: `${count} px differ (${(ratio * 100).toFixed(3)} %)` };
}

const t0 = Date.now();
const queue = [...stories];
const workers = Math.max(1, Number(values.workers) || 3);
await Promise.all(
  Array.from({ length: Math.min(workers, queue.length) }, async () => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      colorScheme: 'light',
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    // Offline: anything not served by our static server is aborted.
    await context.route(
      (url) => url.origin !== server.url && !url.protocol.startsWith('data'),
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    // Every story loads cold: whether a story's CSS chunk is cached changes when it applies,
    // and components that measure themselves (carousels) then settle differently.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    for (let story = queue.shift(); story; story = queue.shift()) {
      /** @type {Result} */
      let result = { id: story.id, status: 'failed', reason: 'not captured' };
      // A mismatch is captured once more from a fresh load before it counts (flaky renders).
      for (let attempt = 0; attempt < 2 && result.status === 'failed'; attempt += 1) {
        try {
          result = compare(story.id, await capture(page, story.id));
        } catch (err) {
          result = { id: story.id, status: 'failed', reason: /** @type {Error} */ (err).message };
        }
        if (result.reason?.startsWith('no baseline')) break;
      }
      results.push(result);
      if (result.status !== 'passed') {
        console.log(
          `${result.status === 'failed' ? '✘' : '↻'} ${story.id}${result.reason ? `: ${result.reason}` : ''}`,
        );
      }
    }
    await context.close();
  }),
);
await browser.close();
await server.close();

if (values.update && !values.filter) {
  const live = new Set(allStories.map((s) => `${s.id}.png`));
  for (const f of readdirSync(baselineDir)) {
    if (f.endsWith('.png') && !live.has(f)) {
      rmSync(path.join(baselineDir, f));
      console.log(`− removed baseline of a story that no longer exists: ${f}`);
    }
  }
}

const failed = results.filter((r) => r.status === 'failed');
const updated = results.filter((r) => r.status === 'updated');
const seconds = ((Date.now() - t0) / 1000).toFixed(1);
console.log(
  `\nVisual snapshots: ${results.length} stories in ${seconds} s — ${results.length - failed.length - updated.length} unchanged, ${updated.length} updated, ${failed.length} failed.`,
);
if (failed.length > 0) {
  console.log(`Diffs and actual screenshots: ${path.relative(root, diffDir)}/`);
  if (!values.update) console.log('If the changes are intended: npm run test:visual -- --update');
}
process.exit(failed.length > 0 ? 1 : 0);
