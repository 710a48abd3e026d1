#!/usr/bin/env node
// Offline visual snapshots of every Storybook story: the `visual` step of `npm test`, also
// `npm run test:visual`.
//
//   node scripts/visual.mjs [--update] [--no-build] [--filter <substring>[,<substring>…]] [--workers N]
//
// Builds Storybook for tests (`npm run build-storybook -- --test`, unless --no-build), serves
// storybook-static on 127.0.0.1, reads its index.json and screenshots every story (type
// 'story') in Chromium at 1024×768, deviceScaleFactor 1, reduced motion, animations disabled,
// the clock at STORY_TIME (so "© {year}" and other dates do not change the pixels), once the
// story has finished rendering (play function included; the a11y addon's axe check is off, see
// STORY_QUERY). Each worker loads Storybook once and then switches
// stories in the page, as Storybook's own manager does (a cold load per story costs the whole
// preview bundle again, most of the step's time); a story that fails after a switch is captured
// again from a cold load (cache disabled) before it counts, so a story whose pixels depend on
// what was rendered before it still passes. Compares each with visual/baselines/<story-id>.png
// using pixelmatch: a story fails when more than 0.1 % of its pixels differ, when its size
// changed, when it errored, or when it has no baseline.
//
// Settling: a story passes as soon as a screenshot matches its baseline (the first one, or the
// second of two identical in a row); otherwise it is captured until three in a row are identical (250 ms apart, at most
// STABLE_ATTEMPTS) and that settled screenshot is compared; a story that never settles fails.
//
// On failure: a list (story id, what differs, diff image) and, under visual/__diff__/ (gitignored),
// <id>.diff.png (differing pixels in red), <id>.actual.png and <id>.expected.png. Exit code 1.
//
// Only --update writes baselines (settled screenshots of a cold load, three in a row identical,
// and only those that no longer pass the comparison) and deletes baselines of stories that no longer exist; it
// is refused when CI is set, so `npm test` never changes them.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { chromiumArgs } from './chromium.mjs';
import { formatMs, root, runForwardingSignals } from './lib/proc.mjs';
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
/** Pause between the first two screenshots, when the second may still settle the comparison. */
const FIRST_INTERVAL_MS = 100;
/**
 * What `Date.now()` and `new Date()` read when a story loads (then the clock runs on): the
 * day the baselines were last made in full, so years and dates in stories never drift.
 */
const STORY_TIME = Date.UTC(2026, 10, 25, 12, 0, 0);
/**
 * A cold load's query after the story id. `a11y.manual`: the a11y addon's axe check, an
 * `afterEach` that Storybook runs before a render is `finished`, is not run here (the stories
 * step runs it on every story); it was about a fifth of this step's CPU (1,269 stories, Chromium
 * and node: 499 s with it, 381 s and 411 s without). The global stays set when the page
 * switches stories.
 */
const STORY_QUERY = 'viewMode=story&globals=a11y.manual:!true';

const { values } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    workers: { type: 'string', default: '3' },
  },
});
if (values.update && process.env.CI) {
  console.error('--update is refused when CI is set: baselines change only on purpose, locally.');
  process.exit(2);
}
const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'visual/baselines');
const diffDir = path.join(root, 'visual/__diff__');
const started = Date.now();

if (!values['no-build']) {
  // `--test`: Storybook's build for tests, without docs pages, doc blocks, docgen or source maps:
  // the same 1,264 story ids and the same pixels (every baseline passed unchanged), for less than
  // half the build's CPU time (user 38.8 s -> 16.1 s). Chromatic and a published Storybook build
  // without it (npm run build-storybook).
  console.log('Building Storybook for tests (npm run build-storybook -- --test)…');
  const code = await runForwardingSignals('npm', [
    'run',
    'build-storybook',
    '--silent',
    '--',
    '--test',
  ]);
  if (code !== 0) process.exit(code);
  console.log(`Storybook built in ${formatMs(Date.now() - started)}.`);
}
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json not found: run without --no-build.');
  process.exit(1);
}

/** @type {{ entries: Record<string, { id: string, type: string, title: string, name: string }> }} */
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const allStories = Object.values(index.entries).filter((e) => e.type === 'story');
/** `--filter a,b`: stories whose id contains any of the substrings. */
const filters = values.filter?.split(',').filter(Boolean);
const stories = filters
  ? allStories.filter((s) => filters.some((f) => s.id.includes(f)))
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

/**
 * One story's outcome. `files` are written under visual/__diff__/ only when it finally fails.
 * @typedef {{
 *   id: string,
 *   status: 'passed' | 'updated' | 'failed',
 *   reason?: string,
 *   files?: { actual?: Buffer, expected?: string, diff?: PNG },
 * }} Result
 */
/** @type {Result[]} */
const results = [];
/** Stories that failed after an in-page switch and passed from a cold load. @type {string[]} */
const retried = [];

/** Baseline bytes of a story, or undefined. @param {string} id */
function baselineOf(id) {
  const file = path.join(baselineDir, `${id}.png`);
  return existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * Compares a screenshot with a story's baseline (never writes anything).
 * @param {string} id
 * @param {Buffer} png
 * @param {Buffer | undefined} baseline
 * @returns {Result}
 */
function compare(id, png, baseline) {
  if (!baseline) {
    return { id, status: 'failed', reason: 'no baseline', files: { actual: png } };
  }
  // The same Chromium encodes the same pixels to the same bytes: no decoding needed.
  if (png.equals(baseline)) return { id, status: 'passed' };
  const expectedFile = path.join(baselineDir, `${id}.png`);
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      id,
      status: 'failed',
      reason: `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`,
      files: { actual: png, expected: expectedFile },
    };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const count = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = count / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return { id, status: 'passed' };
  return {
    id,
    status: 'failed',
    reason: `${(ratio * 100).toFixed(3)} % of pixels differ (${count} px)`,
    files: { actual: png, expected: expectedFile, diff },
  };
}

/**
 * Opens a story (`cold`: loads iframe.html; `switch`: asks the page's Storybook preview to
 * render it, with the clock back at STORY_TIME and the page scrolled to the top), waits until
 * Storybook reports it finished, then screenshots it until it settles. `early` is asked about
 * the first screenshot and the first two identical in a row: when it returns a result (the
 * baseline matches), that result stands; otherwise the capture goes on until three in a row
 * are identical.
 * @param {import('playwright').Page} page
 * @param {string} id
 * @param {'cold' | 'switch'} load
 * @param {(png: Buffer) => Result | undefined} [early]
 * @returns {Promise<{ png: Buffer, result?: Result }>}
 */
async function capture(page, id, load, early) {
  if (load === 'cold') {
    await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&${STORY_QUERY}`, {
      waitUntil: 'load',
    });
  } else {
    await page.evaluate((storyId) => {
      const w = /** @type {any} */ (window);
      w.__resetStoryTime();
      window.scrollTo(0, 0);
      w.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
    }, id);
  }
  const phase = await page
    .waitForFunction(
      (storyId) => {
        const render = /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.currentRender;
        const p = render?.id === storyId ? render.phase : undefined;
        return ['finished', 'errored', 'aborted'].includes(p) ? p : false;
      },
      id,
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
        // An <img> fires load or error, never loadend: waiting for loadend hung the step.
        .map(
          (img) =>
            new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              img.addEventListener('error', r, { once: true });
            }),
        ),
    );
    // A playing video settles only when it ends (a story's short clip): end it now, so a
    // slow machine does not outlast the settling screenshots (1 s at most per video).
    const playing = [...document.querySelectorAll('video')].filter(
      (video) => !video.paused && !video.ended && Number.isFinite(video.duration),
    );
    await Promise.all(
      playing.map(
        (video) =>
          new Promise((r) => {
            video.addEventListener('ended', r, { once: true });
            setTimeout(r, 1000);
            video.currentTime = video.duration;
          }),
      ),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  // JS-driven motion (e.g. a carousel's scroll) ignores `animations: 'disabled'`: wait until
  // screenshots in a row match.
  const shot = () =>
    page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await shot();
  // A render that already looks like the baseline has reached the state the baseline settled in.
  const first = early?.(previous);
  if (first) return { png: previous, result: first };
  let matches = 0;
  for (let attempt = 0; attempt < STABLE_ATTEMPTS; attempt += 1) {
    await page.waitForTimeout(attempt === 0 && early ? FIRST_INTERVAL_MS : STABLE_INTERVAL_MS);
    const next = await shot();
    matches = next.equals(previous) ? matches + 1 : 0;
    if (matches === 1 && early) {
      const result = early(next);
      if (result) return { png: next, result };
    }
    if (matches >= 2) return { png: next };
    previous = next;
  }
  throw new Error(`never settles: ${STABLE_ATTEMPTS + 1} screenshots, 3 in a row never identical`);
}

/**
 * Captures one story and compares it (or, with --update and a cold load, writes its baseline
 * when it no longer passes the comparison).
 * @param {import('playwright').Page} page
 * @param {string} id
 * @param {'cold' | 'switch'} load
 * @returns {Promise<Result>}
 */
async function check(page, id, load) {
  const baselinePath = path.join(baselineDir, `${id}.png`);
  const baseline = baselineOf(id);
  if (values.update) {
    const { png } = await capture(page, id, load);
    // A baseline within the comparison's tolerance stays as it is: a rewrite would change
    // bytes, not what a designer sees.
    const result = compare(id, png, baseline);
    if (result.status === 'passed' || load === 'switch') return result;
    writeFileSync(baselinePath, png);
    return { id, status: 'updated' };
  }
  const { png, result } = await capture(page, id, load, (first) => {
    const r = compare(id, first, baseline);
    return r.status === 'passed' ? r : undefined;
  });
  return result ?? compare(id, png, baseline);
}

/** @param {Result} result */
function writeDiffFiles(result) {
  const { files } = result;
  if (!files) return;
  if (files.actual) writeFileSync(path.join(diffDir, `${result.id}.actual.png`), files.actual);
  if (files.expected) copyFileSync(files.expected, path.join(diffDir, `${result.id}.expected.png`));
  if (files.diff)
    writeFileSync(path.join(diffDir, `${result.id}.diff.png`), PNG.sync.write(files.diff));
}

const t0 = Date.now();
const queue = [...stories];
const workers = Math.max(1, Number(values.workers) || 3);
let done = 0;
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
    // The clock starts at STORY_TIME on every load (only Date; timers stay native).
    await context.addInitScript((time) => {
      const NativeDate = Date;
      let offset = time - NativeDate.now();
      /** @type {any} */ (window).__resetStoryTime = () => {
        offset = time - NativeDate.now();
      };
      /** @param {any[]} args */
      function storyDate(...args) {
        const now = new NativeDate(NativeDate.now() + offset);
        if (!new.target) return now.toString();
        // @ts-expect-error the Date constructor's overloads
        return args.length === 0 ? now : new NativeDate(...args);
      }
      storyDate.prototype = NativeDate.prototype;
      storyDate.now = () => NativeDate.now() + offset;
      storyDate.parse = NativeDate.parse;
      storyDate.UTC = NativeDate.UTC;
      globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (storyDate));
    }, STORY_TIME);
    // Offline: anything not served by our static server is aborted.
    await context.route(
      (url) => url.origin !== server.url && !url.protocol.startsWith('data'),
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    /** Whether the page holds a Storybook preview to switch stories in. */
    let loaded = false;
    // A cold load is cold: whether a story's CSS chunk is cached changes when it applies, and
    // components that measure themselves (carousels) then settle differently.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    for (let story = queue.shift(); story; story = queue.shift()) {
      /** @type {Result} */
      let result = { id: story.id, status: 'failed', reason: 'not captured' };
      // In-page switch first (the page's first story loads cold); a failure is captured once
      // more from a cold load before it counts.
      const loads = /** @type {const} */ (loaded ? ['switch', 'cold'] : ['cold']);
      for (const load of loads) {
        if (result.status !== 'failed') break;
        const first = load === 'cold' && loaded ? result.reason : undefined;
        try {
          result = await check(page, story.id, load);
          loaded = true;
        } catch (err) {
          result = { id: story.id, status: 'failed', reason: /** @type {Error} */ (err).message };
        }
        if (first && result.status === 'passed') {
          // Shown, so a story that leaks into the next one (or does not settle) is noticed.
          retried.push(story.id);
          console.log(`~ ${story.id}: passed from a cold load (after a switch: ${first})`);
        }
        if (result.reason === 'no baseline' && !values.update) break;
      }
      results.push(result);
      done += 1;
      if (result.status === 'failed') writeDiffFiles(result);
      if (result.status !== 'passed') {
        console.log(
          `${result.status === 'failed' ? '✘' : '↻'} ${story.id}${result.reason ? `: ${result.reason}` : ''}`,
        );
      }
      if (done % 100 === 0) {
        console.log(`… ${done} of ${stories.length} stories (${formatMs(Date.now() - t0)})`);
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

const failed = results
  .filter((r) => r.status === 'failed')
  .sort((a, b) => a.id.localeCompare(b.id));
const updated = results.filter((r) => r.status === 'updated');
console.log(
  `\nVisual snapshots: ${results.length} stories in ${formatMs(Date.now() - t0)} (${formatMs(Date.now() - started)} with the build) — ${results.length - failed.length - updated.length} unchanged, ${updated.length} updated, ${failed.length} failed${retried.length > 0 ? ` (${retried.length} passed only from a cold load: ${retried.join(', ')})` : ''}.`,
);
if (failed.length > 0) {
  const rel = path.relative(root, diffDir);
  const width = Math.max(...failed.map((r) => r.id.length));
  console.log(
    `\n${failed.length} ${failed.length === 1 ? 'story differs' : 'stories differ'} from visual/baselines/ (images in ${rel}/):`,
  );
  for (const r of failed) {
    const image = r.files?.diff
      ? `${rel}/${r.id}.diff.png`
      : r.files?.actual
        ? `${rel}/${r.id}.actual.png`
        : '';
    console.log(`  ✘ ${r.id.padEnd(width)}  ${r.reason ?? ''}${image ? `  → ${image}` : ''}`);
  }
  console.log(
    `\nEach has <id>.actual.png (and .expected.png, .diff.png: differing pixels in red) in ${rel}/.` +
      '\nIf the changes are intended: npm run test:visual -- --update (then review and commit the PNGs).',
  );
}
process.exit(failed.length > 0 ? 1 : 0);
