#!/usr/bin/env node
// `npm run scale-out`: the production shape on loopback (README "Production and scaling").
//
//   node scripts/scale-out.mjs [--no-build] [--keep] [--no-redis]
//
// Starts, in a temporary folder: Debian's `redis-server` on 127.0.0.1:6390 and a PostgreSQL
// cluster on 127.0.0.1:5440 (installed with apt-get when missing and this is root), the mock API
// on that PostgreSQL (`DATABASE_URL`, port 5720), two storefront instances of one build (`next
// start`, ports 5721 and 5722) sharing the Redis cache (`REDIS_URL`) and one
// `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY`, and a round-robin proxy on 5723 that sends each request
// to the other instance than the last. Then it shows, and prints the figures of:
//  1. a revalidation through one instance is seen by the other (within a second: each keeps its
//     own pages and reloads the shared tag state every second): instance B serves the about page
//     from the shared cache, the mock API publishes a new heading and tells instance A only
//     (`MOCK_API_STOREFRONT_URL`), and B's next view has it; the same for a price change
//     (`/__e2e/price`) on a product page;
//  2. a basket survives being served alternately by both: in Chromium through the proxy, add to
//     cart on a product page, open the cart, change the quantity, reload: each request and
//     Server Action lands on the other instance.
// Everything is stopped and the folder removed at the end (`--keep` leaves the folder). Exits 1
// when a check fails. Builds the storefront first unless `--no-build`. `--no-redis` is the
// control: the instances keep Next's in-memory cache each, and the cross-instance checks fail.
// Not part of `npm test` (it needs the two Debian packages; see README).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  childEnv,
  killTree,
  root,
  runForwardingSignals,
  startChild,
  waitForUrl,
} from './lib/proc.mjs';
import { roundRobin, scaleOutChecks } from './lib/scale-out-checks.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-redis': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const ports = { mockApi: 5720, a: 5721, b: 5722, proxy: 5723, redis: 6390, postgres: 5440 };
const url = (port) => `http://127.0.0.1:${port}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const figures = /** @type {[string, string][]} */ ([]);
const failures = /** @type {string[]} */ ([]);
const log = (text) => console.log(`[scale-out] ${text}`);
const check = (ok, text) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures.push(text);
};

/** The folder of PostgreSQL's server programs (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = majors.map((m) => path.join(base, m, 'bin')).find((d) => existsSync(`${d}/pg_ctl`));
  return found;
}

const hasRedis = () =>
  spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;

/** Installs Debian's redis-server and postgresql when missing (root only), else explains. */
function ensurePackages() {
  const missing = [
    ...(hasRedis() ? [] : ['redis-server']),
    ...(postgresBin() ? [] : ['postgresql']),
  ];
  if (missing.length === 0) return;
  if (!isRoot) {
    console.error(
      `Missing: ${missing.join(', ')}. Install: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  log(`installing ${missing.join(', ')} (apt-get)`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
  });
  if (installed.status !== 0) process.exit(1);
}

/** Runs a command (as `postgres` when this is root: PostgreSQL refuses to run as root). */
function run(cmd, args, { asPostgres = false } = {}) {
  const [file, argv] =
    asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function start(name, cmd, args, { cwd = root, env = {}, asPostgres = false } = {}) {
  const [file, argv] =
    asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const child = startChild(file, argv, {
    cwd,
    env: childEnv(env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean))
      process.stderr.write(`[${name}] ${line}\n`);
  });
  children.push(child);
  return child;
}

/** Stops every child, the last started first, and waits for each to exit (at most 10 s). */
async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killTree(child);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  children.length = 0;
}

/** @param {string[]} args @returns {string} what `redis-cli` printed, trimmed */
const redisCli = (...args) =>
  spawnSync('redis-cli', ['-p', String(ports.redis), ...args], { encoding: 'utf8' }).stdout.trim();

async function main() {
  ensurePackages();
  if (!values['no-build']) {
    log('building the storefront (turbo build)');
    const code = await runForwardingSignals('npx', [
      'turbo',
      'run',
      'build',
      '--filter=@storefront/storefront...',
    ]);
    if (code !== 0) process.exit(code ?? 1);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scale-out-'));
  const started = performance.now();
  try {
    // Redis: no persistence; only entries (with a time to live) may be evicted.
    start('redis', 'redis-server', [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'volatile-lru',
    ]);
    // PostgreSQL: a throw-away cluster, trust on loopback.
    const bin = postgresBin();
    const pgData = path.join(dir, 'pg');
    await mkdir(pgData);
    if (isRoot) {
      const uid = Number(run('id', ['-u', 'postgres']).trim());
      const gid = Number(run('id', ['-g', 'postgres']).trim());
      await chmod(dir, 0o755);
      await chown(pgData, uid, gid);
    }
    run(`${bin}/initdb`, ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], {
      asPostgres: true,
    });
    start(
      'postgres',
      `${bin}/postgres`,
      [
        '-D',
        pgData,
        '-p',
        String(ports.postgres),
        '-c',
        'listen_addresses=127.0.0.1',
        '-k',
        pgData,
      ],
      { asPostgres: true },
    );
    const databaseUrl = `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`;
    for (let i = 0; ; i += 1) {
      if (
        spawnSync(`${bin}/pg_isready`, [
          '-h',
          '127.0.0.1',
          '-p',
          String(ports.postgres),
          '-U',
          'postgres',
        ]).status === 0
      )
        break;
      if (i > 100) throw new Error('PostgreSQL did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const secret = randomBytes(32).toString('hex');
    start('mock API', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(root, 'packages/mock-api'),
      env: {
        DATABASE_URL: databaseUrl,
        MOCK_API_PORT: String(ports.mockApi),
        MOCK_API_STOREFRONT_URL: url(ports.a),
        MOCK_API_CORS_ORIGINS: [ports.a, ports.b, ports.proxy].map(url).join(','),
        REVALIDATE_SECRET: secret,
        MOCK_API_E2E: '1',
      },
    });
    await waitForUrl(`${url(ports.mockApi)}/health`, { timeoutMs: 180_000 });
    log(`mock API on PostgreSQL ${databaseUrl}`);
    const require = createRequire(import.meta.url);
    const next = require.resolve('next/dist/bin/next', {
      paths: [path.join(root, 'apps/storefront')],
    });
    const shared = {
      MOCK_API_URL: url(ports.mockApi),
      // `--no-redis`: the control, each instance with its own in-memory cache.
      ...(values['no-redis'] ? {} : { REDIS_URL: `redis://127.0.0.1:${ports.redis}` }),
      REVALIDATE_SECRET: secret,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    for (const port of [ports.a, ports.b]) {
      start(
        `storefront ${port}`,
        process.execPath,
        [next, 'start', '-H', '127.0.0.1', '-p', String(port)],
        {
          cwd: path.join(root, 'apps/storefront'),
          env: { ...shared, PORT: String(port) },
        },
      );
    }
    await Promise.all(
      [ports.a, ports.b].map((port) => waitForUrl(`${url(port)}/en-us`, { timeoutMs: 180_000 })),
    );
    const { server, served } = await roundRobin([url(ports.a), url(ports.b)], ports.proxy);
    figures.push(['start-up, all services (s)', ((performance.now() - started) / 1000).toFixed(1)]);
    try {
      const { revalidationAcrossInstances, basketAcrossInstances } = scaleOutChecks({
        urls: {
          a: url(ports.a),
          b: url(ports.b),
          proxy: url(ports.proxy),
          mockApi: url(ports.mockApi),
        },
        check,
        figures,
      });
      await revalidationAcrossInstances();
      const tags = redisCli('hlen', 'storefront:cache:tags');
      check(Number(tags) > 0, `the dropped tags are in Redis (${tags})`);
      await basketAcrossInstances(served);
    } finally {
      server.close();
    }
    const keys = Number(redisCli('dbsize'));
    figures.push(['Redis keys at the end', String(keys)]);
  } finally {
    // PostgreSQL first, by its own shutdown, so nothing writes into the folder being removed.
    if (existsSync(path.join(dir, 'pg', 'postmaster.pid')))
      spawnSync(isRoot ? 'runuser' : `${postgresBin()}/pg_ctl`, [
        ...(isRoot ? ['-u', 'postgres', '--', `${postgresBin()}/pg_ctl`] : []),
        'stop',
        '-D',
        path.join(dir, 'pg'),
        '-m',
        'fast',
        '-w',
      ]);
    await stopAll();
    if (!values.keep)
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  }
  console.log('\nscale-out figures');
  for (const [name, value] of figures) console.log(`  ${name}: ${value}`);
  console.log(
    `${figures.length ? '' : ''}${failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`}`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
