#!/usr/bin/env node
// `npm start` / `npm run dev` / `npm run preview-tool`.
//
//   node scripts/start.mjs [--dev] [--app storefront|preview-tool] [--no-build]
//
// Builds the app (turbo `build`, skipped with --dev or --no-build), starts the mock API and waits
// for its /health, then runs `next start` (or `next dev` with --dev) on 127.0.0.1 with
// MOCK_API_URL pointing at the mock API. Prints the URLs. SIGINT/SIGTERM are forwarded to both
// children; when either child exits, the other is stopped and this process exits with its code.
//
// Ports: PORT (storefront, default 3000), PREVIEW_TOOL_PORT (preview tool, default 3001),
// MOCK_API_PORT (mock API, default 4000). A mock API already answering /health on its port is
// reused. When MOCK_API_URL is set, no mock API is started and the app uses that URL.
//
// PREVIEW_SECRET (the editors' secret of the storefront's draft mode) is passed to the app; when
// unset, the one in .data/preview-secret is used (created at random, mode 0600, the first time),
// so `npm start` and `npm run preview-tool` share it.
//
// REVALIDATE_SECRET (the HMAC secret of the storefront's POST /api/revalidate, which the mock API
// calls when content or stock changes) is given to both children; when unset, a random one is
// made for this run. A reused mock API (already answering on its port) keeps its own.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { minPreviewSecretLength, resolvePreviewSecret } from './lib/previewSecret.mjs';
import {
  childEnv,
  isPortFree,
  killTree,
  root,
  runForwardingSignals,
  startChild,
  waitForUrl,
} from './lib/proc.mjs';

const APPS = {
  storefront: {
    workspace: '@storefront/storefront',
    dir: 'apps/storefront',
    portVar: 'PORT',
    port: 3000,
  },
  'preview-tool': {
    workspace: '@storefront/preview-tool',
    dir: 'apps/preview-tool',
    portVar: 'PREVIEW_TOOL_PORT',
    port: 3001,
  },
};

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    app: { type: 'string', default: 'storefront' },
    'no-build': { type: 'boolean', default: false },
  },
});
const app = APPS[/** @type {keyof typeof APPS} */ (values.app ?? 'storefront')];
if (!app) {
  console.error(`Unknown --app ${values.app}; expected one of: ${Object.keys(APPS).join(', ')}`);
  process.exit(2);
}
if (
  !['app', 'src/app', 'pages', 'src/pages'].some((d) => existsSync(path.join(root, app.dir, d)))
) {
  console.error(`${app.dir} has no Next.js app yet (no app/ or pages/ directory).`);
  process.exit(2);
}
Object.assign(process.env, childEnv());

const appPort = Number(process.env[app.portVar] ?? app.port);
const mockPort = Number(process.env.MOCK_API_PORT ?? 4000);
const appUrl = `http://127.0.0.1:${appPort}`;
const revalidateSecret = process.env.REVALIDATE_SECRET ?? randomBytes(32).toString('hex');
const previewSecret = resolvePreviewSecret({ dataDir: path.join(root, '.data') });
if (previewSecret.source === 'created') {
  console.log(`[start] created the preview secret (PREVIEW_SECRET) in ${previewSecret.file}`);
}
if (previewSecret.secret.length < minPreviewSecretLength) {
  console.warn(
    `[start] PREVIEW_SECRET is shorter than ${minPreviewSecretLength} characters: the storefront refuses draft mode.`,
  );
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
function shutdown(/** @type {number} */ code, /** @type {NodeJS.Signals} */ signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const c of children) killTree(c, signal);
  const hard = setTimeout(() => {
    for (const c of children) killTree(c, 'SIGKILL');
    process.exit(code);
  }, 5_000);
  hard.unref();
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null
        ? Promise.resolve()
        : new Promise((r) => c.once('exit', r)),
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(130, 'SIGINT'));
process.on('SIGTERM', () => shutdown(143, 'SIGTERM'));

/** Starts a child, registers it, and shuts everything down when it exits. */
function supervise(
  /** @type {string} */ name,
  /** @type {string} */ cmd,
  /** @type {string[]} */ args,
  opts = {},
) {
  const child = startChild(cmd, args, opts);
  children.push(child);
  child.on('error', (err) => {
    console.error(`[start] could not start ${name}: ${err.message}`);
    shutdown(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} exited (${code ?? signal}); stopping.`);
    shutdown(code || 1);
  });
  return child;
}

async function isHealthy(/** @type {string} */ base) {
  try {
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

if (!(await isPortFree(appPort))) {
  console.error(
    `[start] 127.0.0.1:${appPort} is already in use: stop what runs there or set ${app.portVar}, e.g. ${app.portVar}=${appPort + 5} npm ${app.portVar === 'PORT' ? 'start' : 'run preview-tool'}`,
  );
  process.exit(1);
}

// 1. Build (production mode only).
if (!values.dev && !values['no-build']) {
  console.log(`[start] building ${app.workspace} (turbo run build)…`);
  const code = await runForwardingSignals('turbo', [
    'run',
    'build',
    `--filter=${app.workspace}`,
    '--output-logs=errors-only',
  ]);
  if (code !== 0) {
    console.error(`[start] build failed (exit ${code}).`);
    process.exit(code);
  }
}

// In development the storefront's Adyen files (spec 3 §7 integrity values) are built here; the
// production build makes them itself (apps/storefront/scripts/adyen-assets.mjs).
if (values.dev && app.workspace === '@storefront/storefront') {
  const code = await runForwardingSignals(process.execPath, [
    path.join(root, app.dir, 'scripts', 'adyen-assets.mjs'),
  ]);
  if (code !== 0) process.exit(code);
}

// 2. Mock API.
let mockUrl = process.env.MOCK_API_URL;
if (mockUrl) {
  console.log(`[start] MOCK_API_URL is set: using ${mockUrl}, not starting the mock API.`);
} else {
  mockUrl = `http://127.0.0.1:${mockPort}`;
  if (await isHealthy(mockUrl)) {
    console.log(`[start] a mock API already answers on ${mockUrl}: reusing it.`);
  } else {
    console.log(`[start] starting the mock API on ${mockUrl}…`);
    const mock = supervise(
      'mock API',
      'npm',
      ['run', 'start', '--silent', '-w', '@storefront/mock-api'],
      {
        env: childEnv({
          MOCK_API_PORT: String(mockPort),
          REVALIDATE_SECRET: revalidateSecret,
          // Reset links in mails and revalidation calls go to the storefront this script serves.
          ...(app.portVar === 'PORT' && !process.env.MOCK_API_STOREFRONT_URL
            ? { MOCK_API_STOREFRONT_URL: `http://127.0.0.1:${appPort}` }
            : {}),
        }),
      },
    );
    try {
      await waitForUrl(`${mockUrl}/health`, { child: mock, timeoutMs: 120_000 });
    } catch (err) {
      console.error(
        `[start] mock API did not become healthy: ${/** @type {Error} */ (err).message}`,
      );
      shutdown(1);
    }
  }
}

// 3. The Next app.
if (!stopping) {
  const mode = values.dev ? 'dev' : 'start';
  console.log(`[start] next ${mode} ${app.dir} on ${appUrl}…`);
  const next = supervise(app.workspace, 'next', [mode, '-H', '127.0.0.1', '-p', String(appPort)], {
    cwd: path.join(root, app.dir),
    env: childEnv({
      MOCK_API_URL: mockUrl,
      PORT: String(appPort),
      PREVIEW_SECRET: previewSecret.secret,
      REVALIDATE_SECRET: revalidateSecret,
    }),
  });
  try {
    await waitForUrl(appUrl, { child: next, timeoutMs: values.dev ? 180_000 : 60_000 });
    const home = app.portVar === 'PORT' ? `${appUrl}/en-us` : appUrl;
    console.log(
      `\n  ${app.workspace} (${values.dev ? 'dev' : 'production'}):  ${home}\n  mock API:  ${mockUrl}  (health: ${mockUrl}/health)\n\n  Ctrl-C to stop.\n`,
    );
  } catch (err) {
    if (!stopping) {
      console.error(
        `[start] ${app.workspace} did not answer: ${/** @type {Error} */ (err).message}`,
      );
      shutdown(1);
    }
  }
}
