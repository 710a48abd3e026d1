#!/usr/bin/env node
// Does a prerendered page (cache components) run under the storefront's nonce-based CSP?
// (`npm run bench:csp-shell`; issue 19 goal 1, design.md "Security rules").
//
//   node scripts/with-chromium.mjs node bench/csp-shell/run.mjs [--no-build]
//
// Builds the probe app of this folder (a bare Next app with `cacheComponents: true` and a
// proxy.js that sends a script policy), starts it twice with `next start` on free 127.0.0.1
// ports, once with the storefront's policy (a fresh nonce per request and `'strict-dynamic'`)
// and once with Next's policy without nonces (`'self' 'unsafe-inline'`), and for a fully static
// page (/static) and a page with a static shell and one cookie-reading hole in `<Suspense>`
// (/shell) prints: the route's Cache-Control, whether it was postponed, how many of the HTML's
// script elements carry the response's nonce, the CSP violations Chromium reports and whether
// the page's client island ran (a click counts). Under `'strict-dynamic'` a script without the
// nonce is refused, so a page whose scripts were rendered before the request (the build's
// prerender, or a revalidation) does not hydrate. Never fails on what it finds (exit 1 only when
// the probe could not be built or started).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumArgs } from '../../scripts/chromium.mjs';
import {
  childEnv,
  freePort,
  killTree,
  root,
  runForwardingSignals,
  startChild,
  waitForUrl,
} from '../../scripts/lib/proc.mjs';
import { ensureChromium } from '../../scripts/with-chromium.mjs';

const dir = path.join(root, 'bench/csp-shell');
const ROUTES = ['/static', '/shell'];
/** @type {('nonce' | 'self')[]} */
const POLICIES = ['nonce', 'self'];

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });

if (!values['no-build']) {
  console.log('Building the probe (next build, cacheComponents on)…');
  const code = await runForwardingSignals('next', ['build'], { cwd: dir });
  if (code !== 0) process.exit(code);
}

/** The nonce of a CSP header value, if any. */
const nonceOf = (/** @type {string} */ csp) => /'nonce-([^']+)'/.exec(csp)?.[1];

/** The probe with one script policy (proxy.js `PROBE_CSP`) on a free port; resolves once up. */
async function start(/** @type {'nonce' | 'self'} */ policy) {
  const port = await freePort();
  const child = startChild('next', ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    env: childEnv({ PROBE_CSP: policy }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/static`, { child, timeoutMs: 60_000 });
  return base;
}

/** @type {import('node:child_process').ChildProcess[]} */
const servers = [];
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
/** @type {Map<'nonce' | 'self', string>} */
const bases = new Map();
try {
  const rows = [];
  for (const [policy, route] of POLICIES.flatMap((p) => ROUTES.map((r) => [p, r]))) {
    const base = bases.get(policy) ?? (await start(policy));
    bases.set(policy, base);
    const response = await fetch(base + route);
    const html = await response.text();
    const nonce = nonceOf(response.headers.get('content-security-policy') ?? '') ?? '';
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes('application/ld+json'),
    );
    const page = await browser.newPage();
    let violations = 0;
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations += 1;
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await page.getByRole('button').click();
    const hydrated = await page
      .getByRole('button', { name: 'Clicked 1' })
      .waitFor({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    await page.close();
    rows.push({
      'script-src': policy === 'nonce' ? "nonce + 'strict-dynamic'" : "'self' 'unsafe-inline'",
      route,
      'cache-control': response.headers.get('cache-control') ?? '',
      postponed: response.headers.get('x-nextjs-postponed') === '1',
      scripts: scripts.length,
      'with the nonce': scripts.filter((tag) => tag.includes(`nonce="${nonce}"`)).length,
      'CSP violations': violations,
      hydrated,
    });
  }
  console.table(rows);
  const broken = rows.filter((row) => !row.hydrated);
  console.log(
    broken.length === 0
      ? 'Every prerendered page ran its scripts under both policies.'
      : `Did not hydrate: ${broken.map((row) => `${row.route} (${row['script-src']})`).join(', ')}`,
  );
} finally {
  await browser.close();
  for (const child of servers) killTree(child);
}
