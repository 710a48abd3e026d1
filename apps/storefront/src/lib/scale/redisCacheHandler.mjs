// @ts-check
/**
 * The `'use cache'` handler on Redis (design.md "Data flows", caching; README "Production and
 * scaling"): every storefront instance reads and writes the same entries, and a tag dropped
 * through one instance (`POST /api/revalidate`) is seen by all of them before their next
 * cached read. Next 16's `cacheHandlers` contract (`next/cache`'s `CacheHandler`).
 *
 * Plain ESM with JSDoc types: Next imports a cache handler file at run time as it is (it is
 * not part of the app's bundle), so it cannot import the app's TypeScript modules.
 *
 * Keys, under `prefix`:
 * - `e:{cacheKey}`: one entry, JSON `{ tags, stale, timestamp, expire, revalidate, value }`
 *   (`value` base64), with a time to live of its `expire` (at most {@link maxEntryTtlSeconds}):
 *   Redis evicts what nobody reads again;
 * - `tags`: hash tag → JSON `{ stale?, expired? }` (ms since epoch), what `revalidateTag`
 *   recorded; `tags:v`: a counter raised on every change, so an instance reloads the hash
 *   only when it changed (one `GET` per request otherwise). Neither has a time to live: run
 *   Redis with `maxmemory-policy volatile-lru` (or `noeviction`) so only entries are evicted.
 *   The hash does not grow for ever: a tag whose last change is older than the longest life of
 *   an entry ({@link maxEntryTtlSeconds}) can concern no stored entry, and the next
 *   `updateTags` through any instance deletes it (`HDEL`, in the same transaction).
 *
 * Redis failing never fails a page: a read answers a miss (the app asks the API), a write is
 * dropped, a tag refresh keeps the tags known so far; each is logged.
 */

/** Longest time to live of an entry, seconds (30 days), whatever its `expire`. */
export const maxEntryTtlSeconds = 30 * 24 * 3600;

/**
 * @typedef {import('next/cache').CacheEntry} CacheEntry
 * @typedef {import('next/cache').CacheHandler} CacheHandler
 * @typedef {{ stale?: number; expired?: number }} TagState
 * @typedef {Omit<CacheEntry, 'value'> & { value: string }} StoredEntry
 */

/**
 * The Redis commands the handler uses (an `ioredis` client has them).
 * @typedef {object} RedisLike
 * @property {(key: string) => Promise<string | null>} get
 * @property {(key: string, value: string, mode: 'EX', seconds: number) => Promise<unknown>} set
 * @property {(key: string) => Promise<Record<string, string>>} hgetall
 * @property {() => { hset(key: string, values: Record<string, string>): unknown; hdel(key: string, ...fields: string[]): unknown; incr(key: string): unknown; exec(): Promise<unknown> }} multi
 */

/**
 * @typedef {object} RedisCacheHandlerOptions
 * @property {RedisLike} redis the shared Redis
 * @property {string} [prefix] key prefix, default `storefront:cache:`
 * @property {(event: string, error: unknown) => void} [onError] a failed Redis call (the
 *   storefront's log line `cache.redis.failed`); default: nothing
 * @property {() => number} [now] the clock, ms since epoch (tests)
 * @property {(tags: ReadonlyMap<string, TagState>) => void} [onTags] the tag state after each
 *   change this instance learns of (a refresh that reloaded it, its own `updateTags`): the
 *   server mirrors it into Next's page cache, which checks its pages' tags in memory
 */

/** @param {ReadableStream<Uint8Array>} stream */
async function bytesOf(stream) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** @param {Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * A `'use cache'` handler whose entries and tag state live in Redis.
 * @param {RedisCacheHandlerOptions} options
 * @returns {CacheHandler}
 */
export function createRedisCacheHandler(options) {
  const { redis } = options;
  const prefix = options.prefix ?? 'storefront:cache:';
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  const onError = options.onError ?? (() => undefined);
  const onTags = options.onTags ?? (() => undefined);
  const tagsKey = `${prefix}tags`;
  const versionKey = `${prefix}tags:v`;
  /** The shared tag state as last read (refreshed before each request's first read). */
  /** @type {Map<string, TagState>} */
  let tags = new Map();
  /** @type {string | null | undefined} */
  let tagsVersion;
  /** Writes in flight in this process: a read of the same key waits for them. */
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();

  /** @param {readonly string[]} entryTags @param {number} timestamp */
  function expired(entryTags, timestamp) {
    const at = now();
    return entryTags.some((tag) => {
      const state = tags.get(tag)?.expired;
      return typeof state === 'number' && state > timestamp && state <= at;
    });
  }

  /** @param {readonly string[]} entryTags @param {number} timestamp */
  function stale(entryTags, timestamp) {
    return entryTags.some((tag) => (tags.get(tag)?.stale ?? 0) > timestamp);
  }

  return {
    async get(cacheKey) {
      const writing = pending.get(cacheKey);
      if (writing) await writing;
      let text;
      try {
        text = await redis.get(`${prefix}e:${cacheKey}`);
      } catch (error) {
        onError('get', error);
        return undefined;
      }
      if (!text) return undefined;
      /** @type {StoredEntry} */
      let stored;
      try {
        stored = JSON.parse(text);
      } catch (error) {
        onError('parse', error);
        return undefined;
      }
      if (stored.expire < 0 || expired(stored.tags, stored.timestamp)) return undefined;
      const revalidate = stale(stored.tags, stored.timestamp) ? -1 : stored.revalidate;
      return { ...stored, revalidate, value: streamOf(Buffer.from(stored.value, 'base64')) };
    },

    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => undefined;
      pending.set(
        cacheKey,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      try {
        const entry = await pendingEntry;
        // `expire: 0` is a read kept by no one (keepRead of a failure): never stored.
        if (entry.expire === 0) return;
        const { value, ...meta } = entry;
        const bytes = await bytesOf(value);
        /** @type {StoredEntry} */
        const stored = { ...meta, value: bytes.toString('base64') };
        const ttl = Math.max(1, Math.min(Math.ceil(entry.expire), maxEntryTtlSeconds));
        await redis.set(`${prefix}e:${cacheKey}`, JSON.stringify(stored), 'EX', ttl);
      } catch (error) {
        onError('set', error);
      } finally {
        done();
        pending.delete(cacheKey);
      }
    },

    async refreshTags() {
      try {
        const version = await redis.get(versionKey);
        if (version === tagsVersion) return;
        const all = await redis.hgetall(tagsKey);
        /** @type {Map<string, TagState>} */
        const next = new Map();
        for (const [tag, state] of Object.entries(all)) next.set(tag, JSON.parse(state));
        tags = next;
        tagsVersion = version;
        onTags(tags);
      } catch (error) {
        onError('refreshTags', error);
      }
    },

    async getExpiration(softTags) {
      return Math.max(0, ...softTags.map((tag) => tags.get(tag)?.expired ?? 0));
    },

    async updateTags(changed, durations) {
      const at = Math.round(now());
      /** @type {Record<string, string>} */
      const values = {};
      for (const tag of changed) {
        /** @type {TagState} */
        const state = durations
          ? {
              ...tags.get(tag),
              stale: at,
              ...(durations.expire !== undefined ? { expired: at + durations.expire * 1000 } : {}),
            }
          : { ...tags.get(tag), expired: at };
        tags.set(tag, state);
        values[tag] = JSON.stringify(state);
      }
      if (changed.length === 0) return;
      onTags(tags);
      // Tags no stored entry can predate any more (every entry lives at most maxEntryTtlSeconds).
      const horizon = at - maxEntryTtlSeconds * 1000;
      const spent = [...tags]
        .filter(([, state]) => Math.max(state.stale ?? 0, state.expired ?? 0) < horizon)
        .map(([tag]) => tag);
      for (const tag of spent) tags.delete(tag);
      try {
        const multi = redis.multi();
        multi.hset(tagsKey, values);
        if (spent.length > 0) multi.hdel(tagsKey, ...spent);
        multi.incr(versionKey);
        await multi.exec();
        // This instance already knows; the next refresh reloads the hash once.
      } catch (error) {
        onError('updateTags', error);
      }
    },
  };
}
