#!/usr/bin/env node
// SSR throughput per route against a bare static and a bare dynamic Next page
// (`npm run bench:ssr-throughput`).
//
//   node bench/ssr-throughput/run.mjs [--no-build] [--connections 10] [--duration 10]
//
// Builds bench/first-load-js/bare (its `/` is static, its `/dynamic` renders per request) and
// the storefront, starts both with `next start` on free 127.0.0.1 ports (the storefront with an
// in-memory mock API, bench/lib/servers.mjs) and a second storefront with the read cache off
// (`STOREFRONT_READ_CACHE=off`: every content and catalogue read asks the API, as before the
// cache), warms each route with one request, then drives each in turn with autocannon on
// loopback (default 10 connections, 10 s). Prints the HTML's size (uncompressed, the warm-up
// answer), req/s, p50/p99 latency, non-2xx answers and the ratio of each route's req/s to the
// bare static and the bare dynamic page, plus each storefront route's Cache-Control. Never
// fails on the figures (exit 1 only when something could not be built or started). The
// machine's other load counts: compare figures of one run only (issue 19 goal 1: content,
// category and product ≥ 0.5× the bare static page).
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build, startServers } from '../lib/servers.mjs';

const ROUTES = [
  '/en-us',
  '/en-us/about',
  '/en-us/c/hiking-boots-300010',
  '/en-us/p/mens-meadow-walker-ALP1401M',
  '/en-us/search?q=boot',
];

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);

/** autocannon on one URL: req/s, p50/p99 (ms) and the count of non-2xx answers. */
function measure(/** @type {string} */ url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.total / Math.max(0.001, (result.finish - result.start) / 1000),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

if (!values['no-build']) {
  const code = await build();
  if (code !== 0) process.exit(code);
}

/** @type {import('../lib/servers.mjs').Servers | undefined} */
let servers;
try {
  servers = await startServers({ uncached: true });
  const { bareUrl = '', storefrontUrl, uncachedUrl = '' } = servers;
  const targets = [
    { name: 'bare static /', url: `${bareUrl}/` },
    { name: 'bare dynamic /dynamic', url: `${bareUrl}/dynamic` },
    ...ROUTES.flatMap((route) => [
      { name: `uncached ${route}`, url: uncachedUrl + route },
      { name: `cached ${route}`, url: storefrontUrl + route },
    ]),
  ];
  const rows = [];
  for (const target of targets) {
    const warm = await fetch(target.url);
    const bytes = (await warm.arrayBuffer()).byteLength;
    const cacheControl = warm.headers.get('cache-control') ?? '';
    console.log(`${target.name}: ${warm.status}, measuring ${duration} s…`);
    rows.push({
      ...target,
      status: warm.status,
      cacheControl,
      bytes,
      ...(await measure(target.url)),
    });
  }
  const [bareStatic, bareDynamic] = rows;
  const fmt = (/** @type {number} */ n, digits = 0) =>
    n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const header = [
    'route',
    'HTML KB',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    '× static',
    '× dynamic',
  ];
  const table = rows.map((r) => [
    r.name,
    fmt(r.bytes / 1000),
    fmt(r.rps),
    fmt(r.p50),
    fmt(r.p99),
    String(r.non2xx),
    `${fmt(r.rps / bareStatic.rps, 3)}×`,
    `${fmt(r.rps / bareDynamic.rps, 3)}×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nSSR throughput, ${connections} connections, ${duration} s per route (loopback)\n`);
  console.log(line(header));
  for (const row of table) console.log(line(row));
  console.log('\nCache-Control of the storefront routes:');
  for (const r of rows.slice(2)) console.log(`  ${r.name}: ${r.status} ${r.cacheControl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  servers?.stop();
}
