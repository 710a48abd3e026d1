// @ts-check
/**
 * The cache handler file `next.config.ts` names when `REDIS_URL` is set (README "Production
 * and scaling"): {@link createRedisCacheHandler} on an `ioredis` client of `REDIS_URL`, keys
 * under `REDIS_KEY_PREFIX` (default `storefront:cache:`). Next imports it as it is, once per
 * server process; without `REDIS_URL` the storefront keeps Next's in-memory default.
 */
import { createRequire } from 'node:module';
import Redis from 'ioredis';
import { createRedisCacheHandler } from './redisCacheHandler.mjs';

/**
 * Next's in-memory tag state of its page cache (the pages kept by cache components): a kept
 * page is re-rendered when a tag of its reads was dropped after it was made, as far as this
 * process knows. Next keeps it per process, so the shared state from Redis is copied into it
 * (`onTags`), and reloaded every second ({@link tagRefreshMs}) whatever the requests: a
 * revalidation through one instance reaches the others' pages within a second. Next's own
 * module (`.external`: one instance per server process); absent in another Next version, the
 * pages follow when their minute is up.
 * @type {Map<string, { stale?: number; expired?: number }> | undefined}
 */
const pageTags = (() => {
  try {
    return createRequire(import.meta.url)(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
    ).tagsManifest;
  } catch {
    return undefined;
  }
})();

/** How often the shared tag state is reloaded for the page cache, ms. */
const tagRefreshMs = 1000;

/** @param {ReadonlyMap<string, { stale?: number; expired?: number }>} tags */
function mirrorIntoPages(tags) {
  if (!pageTags) return;
  for (const [tag, state] of tags) {
    const known = pageTags.get(tag) ?? {};
    pageTags.set(tag, {
      ...(state.stale !== undefined || known.stale !== undefined
        ? { stale: Math.max(state.stale ?? 0, known.stale ?? 0) }
        : {}),
      ...(state.expired !== undefined || known.expired !== undefined
        ? { expired: Math.max(state.expired ?? 0, known.expired ?? 0) }
        : {}),
    });
  }
}

const url = process.env.REDIS_URL;
if (!url) throw new Error('The Redis cache handler needs REDIS_URL');

/** Last log time per failing call, so a Redis outage writes a line per call every 10 s. */
const lastLogged = new Map();

/**
 * One line in the storefront log's shape (`level`, `event`, fields, `message`; see
 * src/lib/serverLog.ts `logEvent`, which this file cannot import: it is not bundled).
 * @param {string} call
 * @param {unknown} error
 */
function logFailure(call, error) {
  const at = Date.now();
  if (at - (lastLogged.get(call) ?? 0) < 10_000) return;
  lastLogged.set(call, at);
  const message = error instanceof Error ? error.message : String(error);
  console.error(JSON.stringify({ level: 'warn', event: 'cache.redis.failed', call, message }));
}

const redis = new Redis(url, {
  // A page never waits long on the cache: a slow Redis is a miss after 1 s, an unreachable one
  // at once (no queue of commands while disconnected; ioredis reconnects in the background).
  commandTimeout: 1000,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  enableAutoPipelining: true,
});
redis.on('error', (error) => logFailure('connection', error));
// The server's first request comes right after this import: wait for the connection (at most
// 1 s, then the reads are misses until ioredis connects).
await new Promise((resolve) => {
  const timer = setTimeout(resolve, 1000);
  redis.once('ready', () => {
    clearTimeout(timer);
    resolve(undefined);
  });
});

const handler = createRedisCacheHandler({
  redis,
  prefix: process.env.REDIS_KEY_PREFIX || 'storefront:cache:',
  onError: logFailure,
  onTags: mirrorIntoPages,
});
setInterval(() => void handler.refreshTags(), tagRefreshMs).unref();

export default handler;
