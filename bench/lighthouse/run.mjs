#!/usr/bin/env node
// Lighthouse medians per route, against the bare Next page (`npm run bench:lighthouse`).
//
//   node bench/lighthouse/run.mjs [--build] [--runs 3]
//
// Builds the bare app and the storefront when their `.next` is missing (or with --build), starts
// the mock API (memory://), the production storefront and the bare app on free 127.0.0.1 ports
// (bench/lib/servers.mjs), and runs Lighthouse 12 programmatically, a fresh headless Chromium per
// run, with its default config: mobile form factor, simulated throttling (slow 4G, 4× CPU). Each page is
// run `--runs` times (3 by default): the bare page, home, a category, a product, the cart and
// the checkout with one item (the guest session set up in the browser first, bench/lib/
// guestSession.mjs, its cookies sent with `extraHeaders: { Cookie }`). Prints the median of each
// score (performance, accessibility, best practices, SEO; 0-100) and metric (FCP, LCP, TBT,
// Speed Index in ms; CLS unitless). Chromium resolves no host but 127.0.0.1, so nothing reaches
// the network. Never fails on the figures (exit 1 only when something could not be built,
// started or set up).
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs } from '../../scripts/chromium.mjs';
import { ensureChromium } from '../../scripts/with-chromium.mjs';
import { guestWithItem } from '../lib/guestSession.mjs';
import { bareDir, build, isBuilt, startServers, storefrontDir } from '../lib/servers.mjs';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 3);

/** Storefront pages measured (the checkout gets the guest session with one item). */
const PAGES = [
  { name: 'home', path: '/en-us' },
  { name: 'category', path: '/en-us/c/hiking-boots-300010' },
  { name: 'product', path: '/en-us/p/mens-meadow-walker-ALP1401M' },
  { name: 'cart', path: '/en-us/cart' },
  { name: 'checkout (1 item)', path: '/en-us/checkout', session: true },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse audit id → column. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
};

const bare = values.build || !isBuilt(bareDir);
const storefront = values.build || !isBuilt(storefrontDir);
if (bare || storefront) {
  const code = await build({ bare, storefront });
  if (code !== 0) process.exit(code);
}

/** @param {number[]} xs @returns {number} the median (NaN for none) */
function median(xs) {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Chromium for Lighthouse: headless, and no host but this machine resolves (no network). */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * Runs Lighthouse `runs` times on `url`, each in a fresh Chromium (an empty cookie jar, so the
 * only session is the `cookie` given), and returns the median of each score and metric.
 * @param {string} chromePath
 * @param {string} url
 * @param {string} [cookie] a Cookie header for every request of the page
 * @returns {Promise<Record<string, number>>} scores 0-100, metrics in ms (CLS unitless)
 */
async function measure(chromePath, url, cookie) {
  /** @type {Record<string, number[]>} */
  const samples = {};
  const add = (/** @type {string} */ key, /** @type {number} */ value) => {
    samples[key] = [...(samples[key] ?? []), value];
  };
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    }).finally(() => chrome.kill());
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} went to ${landed}`);
    for (const id of CATEGORIES)
      add(id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100));
    for (const [column, id] of Object.entries(METRICS)) {
      add(column, lhr.audits[id]?.numericValue ?? Number.NaN);
    }
    process.stdout.write('.');
  }
  return Object.fromEntries(Object.entries(samples).map(([key, xs]) => [key, median(xs)]));
}

/** @type {import('../lib/servers.mjs').Servers | undefined} */
let servers;
try {
  servers = await startServers();
  const { bareUrl = '', storefrontUrl } = servers;
  const chromePath = ensureChromium();

  // The checkout's guest: one item added through the product page.
  const setupBrowser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const guest = await guestWithItem(setupBrowser, storefrontUrl).finally(() =>
    setupBrowser.close(),
  );

  console.log(`Lighthouse ${runs}× per page (mobile, simulated throttling)`);
  const rows = [];
  process.stdout.write('bare / ');
  rows.push({ name: 'bare /', ...(await measure(chromePath, `${bareUrl}/`)) });
  process.stdout.write('\n');
  for (const page of PAGES) {
    process.stdout.write(`${page.name} `);
    try {
      const medians = await measure(
        chromePath,
        storefrontUrl + page.path,
        page.session ? guest.cookieHeader : undefined,
      );
      rows.push({ name: `${page.name} ${page.path}`, ...medians });
    } catch (err) {
      // One page failing (e.g. a redirect) leaves the others' figures; the run still fails.
      console.error(`\n${page.name}: ${/** @type {Error} */ (err).message}`);
      rows.push({ name: `${page.name} ${page.path} (failed)` });
      process.exitCode = 1;
    }
    process.stdout.write('\n');
  }

  const columns = [
    ['Perf', 'performance'],
    ['A11y', 'accessibility'],
    ['Best pr.', 'best-practices'],
    ['SEO', 'seo'],
    ...Object.keys(METRICS).map((m) => [m === 'CLS' ? 'CLS' : `${m} ms`, m]),
  ];
  const cell = (/** @type {string} */ key, /** @type {number} */ v) => {
    if (!Number.isFinite(v)) return '–';
    if (key === 'CLS') return v.toFixed(3);
    return Math.round(v).toLocaleString('en-US');
  };
  const header = ['page', ...columns.map(([title]) => title ?? '')];
  const table = rows.map((r) => [
    r.name,
    ...columns.map(([, key]) =>
      cell(key ?? '', /** @type {Record<string, number>} */ (r)[key ?? ''] ?? Number.NaN),
    ),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(
    `\nLighthouse medians of ${runs} runs (mobile, simulated throttling; scores 0-100)\n`,
  );
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ':' : '-').padEnd(w + 1, '-') + (i === 0 ? '-' : ':')).join('|')}|`,
  );
  for (const row of table) console.log(line(row));
} catch (err) {
  console.error(`\nbench failed: ${/** @type {Error} */ (err).message}`);
  process.exitCode = 1;
} finally {
  servers?.stop();
}
