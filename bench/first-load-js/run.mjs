#!/usr/bin/env node
// First-load JavaScript per route, against a bare Next 16 page (`npm run bench:first-load-js`).
//
//   node bench/first-load-js/run.mjs [--no-build]
//
// Builds bench/first-load-js/bare (next build) and the storefront (turbo run build), starts both
// with `next start` on free 127.0.0.1 ports (the storefront with an in-memory mock API), loads
// each route cold in Chromium (a new context per route, cache disabled) and sums the encoded
// (gzip, as sent over the wire) bytes of every <script> response, leaving out the noModule
// polyfill. The checkout (one item in the cart) and the order confirmation are loaded cold with
// the cookies of a guest session set up in the browser first (bench/lib/guestSession.mjs).
// Prints a table: route, JS bytes, bare page bytes, ratio, difference. It never fails on the
// figures (exit 1 only when something could not be built, started or set up).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs } from '../../scripts/chromium.mjs';
import { ensureChromium } from '../../scripts/with-chromium.mjs';
import { firstLoadJs } from '../lib/firstLoadJs.mjs';
import { guestWithItem, guestWithOrder } from '../lib/guestSession.mjs';
import { build, startServers } from '../lib/servers.mjs';

// Home pages (carousels, mega-menu, pop-up, cart button), a content page of static blocks, the
// video + dialog page (the video player must add 0 bytes before Play), the journal, a category
// page, a product page and the cart (empty).
const STOREFRONT_ROUTES = [
  '/en-us',
  '/en-gb',
  '/fr-ca',
  '/en-us/about',
  '/en-us/events',
  '/en-us/journal',
  '/en-us/c/hiking-boots-300010',
  '/en-us/p/mens-meadow-walker-ALP1401M',
  '/en-us/cart',
];

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });

if (!values['no-build']) {
  const code = await build();
  if (code !== 0) process.exit(code);
}

/** @type {import('../lib/servers.mjs').Servers | undefined} */
let servers;
try {
  servers = await startServers();
  const { bareUrl = '', storefrontUrl } = servers;

  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const bare = await firstLoadJs(browser, `${bareUrl}/`);
  const rows = [{ route: 'bare /', ...bare }];
  for (const route of STOREFRONT_ROUTES) {
    rows.push({
      route: `storefront ${route}`,
      ...(await firstLoadJs(browser, storefrontUrl + route)),
    });
  }
  // The checkout and the order confirmation need a guest session: set up in the browser first,
  // then a cold load with its cookies.
  const withItem = await guestWithItem(browser, storefrontUrl);
  rows.push({
    route: 'storefront /en-us/checkout (1 item)',
    ...(await firstLoadJs(browser, `${storefrontUrl}/en-us/checkout`, withItem.cookies)),
  });
  const ordered = await guestWithOrder(browser, storefrontUrl);
  rows.push({
    route: 'storefront /en-us/order-confirmation',
    ...(await firstLoadJs(browser, storefrontUrl + ordered.confirmationPath, ordered.cookies)),
  });
  await browser.close();

  const fmt = (/** @type {number} */ n) => n.toLocaleString('en-US');
  const header = ['route', 'JS bytes (gzip)', 'scripts', 'bare page bytes', 'ratio', 'difference'];
  const table = rows.map((r) => [
    r.route,
    fmt(r.bytes),
    String(r.files),
    fmt(bare.bytes),
    `${(r.bytes / bare.bytes).toFixed(2)}×`,
    `${r.bytes - bare.bytes >= 0 ? '+' : ''}${fmt(r.bytes - bare.bytes)}`,
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...table.map((row) => row[i]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log('\nFirst-load JS (encoded <script> bytes, cold load, Chromium)\n');
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? ':' : '-').padEnd(w + 1, '-') + (i === 0 ? '-' : ':')).join('|')}|`,
  );
  for (const row of table) console.log(line(row));
} catch (err) {
  console.error(`bench failed: ${/** @type {Error} */ (err).message}`);
  process.exitCode = 1;
} finally {
  servers?.stop();
}
