#!/usr/bin/env node
// Mock API throughput and latency (design.md "Tests, from small to large": bench/).
//
//   node bench/mock-api/run.mjs [--connections 50] [--duration 10] [--orders 200] [--only add,cart]
//                               [--basket-lines 10] [--guests 600] [--port 5650] [--cpu-prof dir]
//
// Starts the mock API (`npm run start -w @storefront/mock-api`) on a free 127.0.0.1 port (or
// `--port`, for a machine where each user has a range of ports) with
// an in-memory database (memory://, seeded on start), prepares a guest with a basket, then
// drives each call with autocannon (default 50 connections, 10 s each) and prints requests/s
// and p50/p95/p99 latency (ms) per call, with req/s as a ratio to GET /health measured in the
// same run (the baseline: fastify + the contract plugin, no database). Calls: GET /health,
// product details, product search, GET cart, add to cart twice (POST /cart/v1/item, qty 1, over
// in-stock variants): as shoppers do, each connection adding to its own basket up to
// `--basket-lines` lines and then taking a fresh guest of `--guests` made before the run; and
// over 20 shared baskets in turn, which grow by a line per request (concurrent changes to the
// same basket are retried on version conflicts), place order (PUT /cart/v2/checkout/order:
// `--orders` new orders, each on its own basket prepared before the run — address, card,
// prepareOrder — so every request places a real order, with a captcha token of the local test
// provider obtained just before the run). `--only` keeps the calls whose name contains one of the given words
// (the baseline always runs). Besides req/s and percentiles it prints the slowest answer (max)
// and how many answers starved (took more than 1 s, or none came within autocannon's 10 s).
// It prints figures and never fails on them (exit 1 only when the API cannot be started).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  childEnv,
  freePort,
  killTree,
  root,
  startChild,
  waitForUrl,
} from '../../scripts/lib/proc.mjs';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    orders: { type: 'string', default: '200' },
    'basket-lines': { type: 'string', default: '10' },
    guests: { type: 'string', default: '600' },
    only: { type: 'string', default: '' },
    port: { type: 'string', default: '' },
    'cpu-prof': { type: 'string', default: '' },
  },
});
const orders = Number(values.orders);
/** Lines of a shopper's basket in the own-basket add to cart run, and guests made for it. */
const basketLines = Number(values['basket-lines']);
const guestPool = Number(values.guests);
const connections = Number(values.connections);
const duration = Number(values.duration);
const only = values.only ? values.only.split(',').map((w) => w.trim().toLowerCase()) : [];
/** An answer slower than this (ms) counts as starving (issue goal: max ≤ 1 s). */
const starvingMs = 1000;

const headers = {
  'content-type': 'application/json',
  'x-site-id': 'us',
  'x-channel': 'ECOMM',
  'x-brand': 'alpine',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-client-app': 'bench',
  'x-transaction-id': 'bench-tx',
  'x-correlation-id': 'bench-corr',
};

const port = values.port ? Number(values.port) : await freePort();
const base = `http://127.0.0.1:${port}`;
// `--cpu-prof dir`: node itself runs the API (npm would profile too) and writes a V8 CPU
// profile into `dir` when the API stops.
const profileDir = values['cpu-prof'] ? path.resolve(values['cpu-prof']) : '';
const api = startChild(
  profileDir ? process.execPath : 'npm',
  profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'src/main.ts']
    : ['run', 'start', '--silent', '-w', '@storefront/mock-api'],
  {
    ...(profileDir ? { cwd: path.join(root, 'packages/mock-api') } : {}),
    env: childEnv({ MOCK_API_PORT: String(port), MOCK_API_DATA_DIR: 'memory://' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
process.on('SIGINT', () => {
  killTree(api);
  process.exit(130);
});

/**
 * CPU time (ms) the API's processes have used so far (its process group, from /proc: Linux
 * only, else undefined). Per answer it compares runs on a busy machine better than req/s.
 */
function apiCpuMs() {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[2] = pgid, fields[11] = utime, fields[12] = stime (clock ticks, 100 a second)
      if (Number(fields[2]) === api.pid) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10;
  } catch {
    return undefined;
  }
}

/** A JSON call with the contract headers; throws on a non-2xx answer. */
async function call(method, path, body, token) {
  const sep = path.includes('?') ? '&' : '?';
  const response = await fetch(`${base}${path}${sep}locale=en-US`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Percentile `p` (0-100) of sorted numbers (nearest rank). */
const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs autocannon on one request; returns req/s and p50/p95/p99 latency (ms) computed from
 * every response's time.
 */
function measure(request) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = new Map();
    const instance = autocannon(
      {
        url: `${base}${request.path}${request.path.includes('?') ? '&' : '?'}locale=en-US`,
        method: request.method,
        headers: {
          ...headers,
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        },
        ...(request.body ? { body: JSON.stringify(request.body) } : {}),
        ...(request.setupRequest
          ? {
              // autocannon keeps a connection's `context` over one pass through `requests`.
              requests: Array.from({ length: request.passLength ?? 1 }, () => ({
                setupRequest: request.setupRequest,
              })),
            }
          : {}),
        connections: request.amount ? Math.min(connections, request.amount) : connections,
        ...(request.amount ? { amount: request.amount } : { duration }),
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          // Responses per second over the whole run (also right for a run of a fixed amount).
          rps: result.requests.total / Math.max(0.001, (result.finish - result.start) / 1000),
          total: result.requests.total,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          max: times.at(-1) ?? 0,
          starving: times.filter((t) => t > starvingMs).length + result.timeouts,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statuses: [...statuses].map(([status, n]) => `${n}×${status}`).join(' '),
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status >= 300) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

try {
  await waitForUrl(`${base}/health`, { child: api, timeoutMs: 120_000 });
  const { accessToken } = await call('POST', '/token/v2/auth/token', { type: 'Guest' });
  const search = await call('GET', '/products/v2/search/productSearch?q=boot&limit=24');
  const productId = search.products?.[0]?.id ?? 'ALP1001M';
  const details = await call('GET', `/products/v2/products/${productId}/details`);
  const variant = details.variants.find((v) => v.stockStatus === 'InStock') ?? details.variants[0];
  const basket = await call(
    'POST',
    '/cart/v1/cartWithItem',
    { productId: variant.id, qty: 1 },
    accessToken,
  );
  const cartId = basket.basketId;

  // Add to cart: 20 guests with a basket each, over in-stock variants of the search results,
  // so quantities stay within stock; requests pick a guest and a variant in turn.
  const variants = [];
  for (const tile of search.products.slice(0, 8)) {
    const d = await call('GET', `/products/v2/products/${tile.id}/details`);
    for (const v of d.variants)
      if (v.stockStatus === 'InStock' && v.quantity >= 5) variants.push(v.id);
  }
  const shoppers = [];
  for (let i = 0; i < 20; i++) {
    const token = (await call('POST', '/token/v2/auth/token', { type: 'Guest' })).accessToken;
    const b = await call('POST', '/cart/v1/cart', {}, token);
    shoppers.push({ token, cartId: b.basketId });
  }
  let turn = 0;
  const addToSharedCart = (req) => {
    turn += 1;
    const shopper = shoppers[turn % shoppers.length];
    const productId = variants[Math.floor(turn / shoppers.length) % variants.length];
    return {
      ...req,
      headers: { ...req.headers, authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify({ cartId: shopper.cartId, productId, qty: 1 }),
    };
  };

  // Add to cart as shoppers do: each connection is one shopper adding to their own basket, one
  // request at a time, up to `basketLines` different variants; then the next guest of a pool
  // made before the run takes over with an empty basket. Baskets stay shopper-sized (the shared
  // run above grows 20 baskets by a line per request, to about a hundred lines in 10 s).
  const ownBasketRun = `POST add to cart (own basket, ≤ ${basketLines} lines)`;
  const adding = only.length === 0 || only.some((w) => ownBasketRun.toLowerCase().includes(w));
  const guests = [];
  for (let i = 0; adding && i < guestPool; i += 25) {
    const batch = Array.from({ length: Math.min(25, guestPool - i) }, async () => {
      const token = (await call('POST', '/token/v2/auth/token', { type: 'Guest' })).accessToken;
      const b = await call('POST', '/cart/v1/cart', {}, token);
      return { token, cartId: b.basketId, lines: 0 };
    });
    guests.push(...(await Promise.all(batch)));
  }
  let nextGuest = 0;
  let guestsUsed = 0;
  // One pass of autocannon's request list (`passLength`) is one shopper: the connection's
  // `context` lives for a pass.
  const addToOwnCart = (req, context) => {
    if (!context.shopper) {
      // Each guest starts at its own variant, so the adds spread over the variants' stock.
      context.shopper = { ...guests[nextGuest % guests.length], first: nextGuest };
      nextGuest += 1;
      guestsUsed = Math.min(nextGuest, guests.length);
    }
    const shopper = context.shopper;
    const productId = variants[(shopper.first + shopper.lines) % variants.length];
    shopper.lines += 1;
    return {
      ...req,
      headers: { ...req.headers, authorization: `Bearer ${shopper.token}` },
      body: JSON.stringify({ cartId: shopper.cartId, productId, qty: 1 }),
    };
  };

  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '3035550100',
    addressLine1: '1550 Wewatta St',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    countryCode: 'US',
  };
  /** A guest with a basket of one unit of `productId`, addressed, paid by card and prepared. */
  async function preparedBuyer(productId) {
    const token = (await call('POST', '/token/v2/auth/token', { type: 'Guest' })).accessToken;
    const { basketId } = await call('POST', '/cart/v1/cartWithItem', { productId, qty: 1 }, token);
    await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, address, token);
    await call('POST', `/cart/v1/cart/${basketId}/billingAddress`, address, token);
    await call(
      'POST',
      `/cart/v1/cart/${basketId}/paymentInstruments`,
      {
        payment_method_id: 'CREDIT_CARD',
        payment_card: { number: '4111111111111111', expiration_month: 12, expiration_year: 2035 },
      },
      token,
    );
    await call('POST', '/cart/v1/cart/prepareOrder', { basketId }, token);
    return { token, basketId };
  }

  // Place order: every request places a new order (its own prepared basket, one unit of an
  // in-stock variant, at most 2 orders per variant so stock never runs out), so the run is
  // a fixed number of orders rather than a duration. Prepared 10 at a time before the run.
  const buyers = [];
  const placing = only.length === 0 || only.some((w) => 'put place order'.includes(w));
  for (let i = 0; placing && i < orders; i += 10) {
    const batch = Array.from({ length: Math.min(10, orders - i) }, (_, k) =>
      preparedBuyer(variants[(i + k) % variants.length]),
    );
    buyers.push(...(await Promise.all(batch)));
  }
  let placed = 0;
  const placeOrder = (req) => {
    const buyer = buyers[placed % buyers.length];
    placed += 1;
    return {
      ...req,
      headers: { ...req.headers, authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ cartId: buyer.basketId, recaptcha_response: buyer.captcha }),
    };
  };
  /** One-time captcha tokens of the test provider (valid 2 minutes), one per order. */
  async function captchaTokens() {
    for (const buyer of buyers) {
      buyer.captcha = (
        await call('POST', '/captcha/v1/test/tokens', { action: 'placeOrder' })
      ).token;
    }
  }

  const runs = [
    { name: 'GET /health (baseline)', method: 'GET', path: '/health' },
    {
      name: 'GET product details',
      method: 'GET',
      path: `/products/v2/products/${productId}/details`,
    },
    {
      name: 'GET product search',
      method: 'GET',
      path: '/products/v2/search/productSearch?q=jacket',
    },
    { name: 'GET cart', method: 'GET', path: `/cart/v1/cart/${cartId}`, token: accessToken },
    {
      name: ownBasketRun,
      method: 'POST',
      path: '/cart/v1/item',
      setupRequest: addToOwnCart,
      passLength: basketLines,
      after: () => `${guestsUsed} baskets filled of ${guests.length}`,
    },
    {
      name: 'POST add to cart (20 shared, growing)',
      method: 'POST',
      path: '/cart/v1/item',
      setupRequest: addToSharedCart,
    },
    {
      name: `PUT place order (${orders} new)`,
      method: 'PUT',
      path: '/cart/v2/checkout/order',
      setupRequest: placeOrder,
      amount: orders,
      before: captchaTokens,
    },
  ].filter(
    (run, i) =>
      i === 0 || only.length === 0 || only.some((w) => run.name.toLowerCase().includes(w)),
  );
  console.log(`mock API ${base}, memory://, ${connections} connections, ${duration} s per call`);
  const rows = [];
  for (const run of runs) {
    await run.before?.();
    const cpuBefore = apiCpuMs();
    const r = await measure(run);
    rows.push({ name: run.name, ...r });
    const note = run.after?.();
    if (note) console.log(`${run.name}: ${note}`);
    // autocannon stops at the deadline without waiting for answers still queued in the
    // server; one database call after them drains the queue so the next run starts clean.
    await call('GET', `/products/v2/products/${productId}/details`);
    // The server's CPU time per answer (the answers drained above counted as cost only).
    const cpuAfter = apiCpuMs();
    if (cpuBefore !== undefined && cpuAfter !== undefined && r.total > 0)
      rows.at(-1).cpu = (cpuAfter - cpuBefore) / r.total;
  }
  const baseline = rows[0]?.rps || 1;
  const pad = (s, n) => String(s).padEnd(n);
  const num = (n, n2) => String(n).padStart(n2);
  console.log(
    `${pad('call', 32)}${num('req/s', 9)}${num('ratio', 8)}${num('p50', 9)}${num('p95', 9)}${num('p99', 9)}${num('max', 9)}${num('>1s', 6)}${num('errors', 8)}${num('cpu/ans', 9)}`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.name, 32)}${num(Math.round(r.rps), 9)}${num((r.rps / baseline).toFixed(3), 8)}${num(r.p50.toFixed(1), 9)}${num(r.p95.toFixed(1), 9)}${num(r.p99.toFixed(1), 9)}${num(r.max.toFixed(0), 9)}${num(r.starving, 6)}${num(r.non2xx + r.errors, 8)}${num(r.cpu === undefined ? '-' : r.cpu.toFixed(2), 9)}${r.statuses || r.timeouts ? `  (${[r.statuses, r.timeouts ? `${r.timeouts} timeouts` : ''].filter(Boolean).join(', ')})` : ''}`,
    );
  }
  console.log(
    'latency in ms (nearest rank over every response); ratio = req/s ÷ GET /health req/s; >1s = answers slower than 1 s + timeouts (starving); errors = non-2xx answers + timeouts (10 s); cpu/ans = CPU ms the API used per answer (Linux), which a busy machine disturbs less than req/s',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  killTree(api);
}
