/**
 * The e2e servers: one slot per Playwright worker, each with its own mock API (in memory, test
 * routes on), its own storefront and its own preview tool pointed at them, all on 127.0.0.1.
 * Started once per run by e2e/globalSetup.ts (so a worker that restarts after a failure, or
 * moves from the desktop to the mobile project, finds its slot running), stopped at its end.
 * A worker uses the slot of its `parallelIndex` (`TEST_PARALLEL_INDEX`): workers running at the
 * same time never share one, and the fixtures reset the slot's data before every test
 * (e2e/fixtures.ts), so no journey depends on another.
 *
 * Ports of slot `i` (base ports from the environment, defaults in brackets):
 * storefront `E2E_PORT + 2i` (3100), preview tool `E2E_PREVIEW_PORT + 2i` (3101), mock API
 * `E2E_MOCK_API_PORT + i` (4100). With two workers: 3100-3103 and 4100-4101.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { e2ePreviewSecret } from './draftMode';

/** The servers of one worker slot. */
export interface ServerSlot {
  index: number;
  storefrontUrl: string;
  mockApiUrl: string;
  previewUrl: string;
}

const basePort = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * The slot of worker `index` (default: this worker's `TEST_PARALLEL_INDEX`; 0 outside a
 * worker, e.g. in the config).
 */
export function serverSlot(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): ServerSlot {
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return {
    index,
    storefrontUrl: url(basePort('E2E_PORT', 3100) + 2 * index),
    previewUrl: url(basePort('E2E_PREVIEW_PORT', 3101) + 2 * index),
    mockApiUrl: url(basePort('E2E_MOCK_API_PORT', 4100) + index),
  };
}

const root = fileURLToPath(new URL('..', import.meta.url));
const telemetryOff = {
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
/** Preloaded into every server: it exits when the test runner is gone (killed, crashed). */
const exitWithParent = pathToFileURL(`${root}scripts/lib/exit-with-parent.mjs`).href;

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  /** The last lines it printed (shown when it does not start). */
  output: string[];
  exited: Promise<number | null>;
}

function start(name: string, url: string, args: string[], cwd: string, env: object): Server {
  const child = spawn(process.execPath, args, {
    cwd: `${root}${cwd}`,
    env: {
      ...process.env,
      ...telemetryOff,
      ...env,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${exitWithParent}`]
        .filter(Boolean)
        .join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer, forward: boolean) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 40) output.shift();
      if (forward) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on('data', (chunk: Buffer) => keep(chunk, false));
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk, true));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { name, url, child, output, exited };
}

/** Resolves once `server.url` answers below 500; rejects if the server exits or times out. */
async function ready(server: Server, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  for (;;) {
    if (exitCode !== undefined || Date.now() > deadline) {
      const why = exitCode !== undefined ? `exited (${exitCode})` : `not up in ${timeoutMs} ms`;
      throw new Error(`e2e ${server.name} ${why}:\n${server.output.join('\n')}`);
    }
    try {
      const response = await fetch(server.url, { signal: AbortSignal.timeout(30_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Throws when something already listens on the port of `url` (a server left by another run?). */
async function expectFree(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const taken = await new Promise<boolean>((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken)
    throw new Error(
      `${url} is in use: the e2e run starts its own servers on E2E_PORT, E2E_PREVIEW_PORT and ` +
        'E2E_MOCK_API_PORT (e2e/servers.ts); stop what listens there or choose other ports',
    );
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killed = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await server.exited;
  clearTimeout(killed);
}

/**
 * Starts `count` slots (mock API, storefront, preview tool each) in parallel and resolves when
 * every server answers. Needs the storefront and preview tool builds (`turbo run build`).
 * @returns a function that stops them all
 */
export async function startServers(count: number): Promise<() => Promise<void>> {
  const slots = Array.from({ length: count }, (_, index) => serverSlot(index));
  const urls = slots.flatMap((s) => [s.storefrontUrl, s.previewUrl, s.mockApiUrl]);
  if (new Set(urls).size !== urls.length)
    throw new Error(`e2e ports overlap: ${urls.join(', ')} (e2e/servers.ts: port layout)`);
  await Promise.all(urls.map(expectFree));

  const require = createRequire(import.meta.url);
  const next = require.resolve('next/dist/bin/next', { paths: [`${root}apps/storefront`] });
  const nextStart = (url: string) => [next, 'start', '-H', '127.0.0.1', '-p', new URL(url).port];
  const servers: Server[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(stop));
  };
  // The HMAC secret the mock API signs its revalidation calls with (POST /api/revalidate when a
  // test publishes content, sets stock or resets the data), random per run.
  const revalidateSecret = randomBytes(32).toString('hex');
  try {
    for (const slot of slots) {
      const n = slot.index;
      const mockApi = start(
        `mock API ${n}`,
        `${slot.mockApiUrl}/health`,
        ['--import', 'tsx', 'src/main.ts'],
        'packages/mock-api',
        {
          MOCK_API_PORT: new URL(slot.mockApiUrl).port,
          MOCK_API_DATA_DIR: 'memory://',
          // Browser origins the API answers CORS for: this slot's storefront and preview tool.
          MOCK_API_CORS_ORIGINS: `${slot.storefrontUrl},${slot.previewUrl}`,
          // Links in the mail outbox (password reset) and revalidation calls go to this slot's
          // storefront.
          MOCK_API_STOREFRONT_URL: slot.storefrontUrl,
          REVALIDATE_SECRET: revalidateSecret,
          // Test-only routes: reset, stock, gift cards (packages/mock-api/src/routes/e2e).
          MOCK_API_E2E: '1',
        },
      );
      const storefront = start(
        `storefront ${n}`,
        `${slot.storefrontUrl}/en-us`,
        nextStart(slot.storefrontUrl),
        'apps/storefront',
        {
          MOCK_API_URL: slot.mockApiUrl,
          PORT: new URL(slot.storefrontUrl).port,
          PREVIEW_SECRET: e2ePreviewSecret,
          REVALIDATE_SECRET: revalidateSecret,
          // The simplified enrolment variant in one locale (e2e/enrollment-simplified.spec.ts).
          STOREFRONT_SIMPLIFIED_ENROLLMENT: 'en-ca',
          // Express checkout on in every locale but en-gb (e2e/express-flag.spec.ts).
          STOREFRONT_EXPRESS: 'en-us,en-ca,fr-ca',
          // The edge's country header (e2e/location.spec.ts sets it; other tests send none).
          STOREFRONT_COUNTRY_HEADER: 'x-e2e-country',
        },
      );
      const preview = start(
        `preview tool ${n}`,
        `${slot.previewUrl}/`,
        nextStart(slot.previewUrl),
        'apps/preview-tool',
        {
          MOCK_API_URL: slot.mockApiUrl,
          STOREFRONT_URL: slot.storefrontUrl,
          PORT: new URL(slot.previewUrl).port,
          PREVIEW_SECRET: e2ePreviewSecret,
        },
      );
      servers.push(mockApi, storefront, preview);
    }
    // The apps render their first page from the mock API: wait for it first.
    await Promise.all(
      servers.filter((s) => s.name.startsWith('mock API')).map((s) => ready(s, 360_000)),
    );
    await Promise.all(servers.map((s) => ready(s, 360_000)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
