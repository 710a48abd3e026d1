// Builds and starts what the browser benches measure (bench/first-load-js, bench/lighthouse): the
// bare Next page of bench/first-load-js/bare, the mock API on an in-memory database and the
// production storefront, each with `next start` / `npm run start` on a free 127.0.0.1 port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  childEnv,
  freePort,
  killTree,
  root,
  runForwardingSignals,
  startChild,
  waitForUrl,
} from '../../scripts/lib/proc.mjs';

/** Directory of the bare Next app (the baseline page). */
export const bareDir = path.join(root, 'bench/first-load-js/bare');
/** Directory of the storefront app. */
export const storefrontDir = path.join(root, 'apps/storefront');

/**
 * @param {string} dir a Next app
 * @returns {boolean} true when `dir` holds a production build (`.next/BUILD_ID`)
 */
export function isBuilt(dir) {
  return existsSync(path.join(dir, '.next/BUILD_ID'));
}

/**
 * Builds the bare app (`next build`) and the storefront (`turbo run build`).
 * @param {{ bare?: boolean, storefront?: boolean }} [which] both by default
 * @returns {Promise<number>} 0, or the exit code of the build that failed
 */
export async function build({ bare = true, storefront = true } = {}) {
  if (bare) {
    console.log('Building the bare app (next build)…');
    const code = await runForwardingSignals('next', ['build'], { cwd: bareDir });
    if (code !== 0) return code;
  }
  if (storefront) {
    console.log('Building the storefront (turbo run build)…');
    const code = await runForwardingSignals('turbo', [
      'run',
      'build',
      '--filter=@storefront/storefront',
      '--output-logs=errors-only',
    ]);
    if (code !== 0) return code;
  }
  return 0;
}

/**
 * The running servers of a bench run.
 * @typedef {{ bareUrl?: string, mockUrl: string, storefrontUrl: string, uncachedUrl?: string, stop: () => void }} Servers
 */

/**
 * Starts the mock API (memory://), the storefront pointed at it and, when asked, the bare app;
 * every one on a free 127.0.0.1 port. Resolves once each answers; `stop()` ends them all (also
 * on SIGINT).
 * @param {{ bare?: boolean, uncached?: boolean }} [opts] start the bare app too (default true);
 *   `uncached`: a second storefront on the same mock API with `STOREFRONT_READ_CACHE=off`
 *   (every content and catalogue read asks the API: the figures before the read cache)
 * @returns {Promise<Servers>}
 * @throws Error when a server exits or does not answer in time (the others are stopped)
 */
export async function startServers({ bare = true, uncached = false } = {}) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const stop = () => {
    for (const c of children) killTree(c);
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });

  /**
   * `next start` in `dir` on a free port; resolves to its base URL once it answers. A storefront
   * (`storefront`) is told that URL as its public origin (`STOREFRONT_ORIGIN`), as production
   * sets it (README "Production and scaling"): its kept pages print absolute canonical and
   * hreflang URLs, which search engines and Lighthouse's SEO audits require.
   */
  const nextStart = async (
    /** @type {string} */ dir,
    /** @type {Record<string, string>} */ env,
    { storefront = false } = {},
  ) => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = startChild('next', ['start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: dir,
      env: childEnv(storefront ? { ...env, STOREFRONT_ORIGIN: origin } : env),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitForUrl(origin, { child, timeoutMs: 60_000 });
    return origin;
  };

  try {
    const mockPort = await freePort();
    const mockUrl = `http://127.0.0.1:${mockPort}`;
    const mock = startChild('npm', ['run', 'start', '--silent', '-w', '@storefront/mock-api'], {
      env: childEnv({ MOCK_API_PORT: String(mockPort), MOCK_API_DATA_DIR: 'memory://' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(mock);
    const [bareUrl] = await Promise.all([
      bare ? nextStart(bareDir, {}) : Promise.resolve(undefined),
      waitForUrl(`${mockUrl}/health`, { child: mock, timeoutMs: 120_000 }),
    ]);
    const storefrontUrl = await nextStart(
      storefrontDir,
      { MOCK_API_URL: mockUrl },
      { storefront: true },
    );
    const uncachedUrl = uncached
      ? await nextStart(
          storefrontDir,
          { MOCK_API_URL: mockUrl, STOREFRONT_READ_CACHE: 'off' },
          { storefront: true },
        )
      : undefined;
    return {
      ...(bareUrl ? { bareUrl } : {}),
      mockUrl,
      storefrontUrl,
      ...(uncachedUrl ? { uncachedUrl } : {}),
      stop,
    };
  } catch (err) {
    stop();
    throw err;
  }
}
