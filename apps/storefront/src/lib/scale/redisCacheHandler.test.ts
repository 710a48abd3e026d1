import type { CacheEntry } from 'next/cache';
import { describe, expect, it } from 'vitest';
import {
  createRedisCacheHandler,
  maxEntryTtlSeconds,
  type RedisLike,
} from './redisCacheHandler.mjs';

/** An in-memory stand-in for the Redis commands the handler uses; `down` makes each fail. */
function fakeRedis() {
  const strings = new Map<string, { value: string; ttl: number }>();
  const hashes = new Map<string, Map<string, string>>();
  const state = { down: false, hgetalls: 0 };
  const check = () => {
    if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6390');
  };
  const redis: RedisLike = {
    async get(key) {
      check();
      return strings.get(key)?.value ?? null;
    },
    async set(key, value, _mode, seconds) {
      check();
      strings.set(key, { value, ttl: seconds });
      return 'OK';
    },
    async hgetall(key) {
      check();
      state.hgetalls += 1;
      return Object.fromEntries(hashes.get(key) ?? []);
    },
    multi() {
      const ops: (() => void)[] = [];
      return {
        hset(key: string, values: Record<string, string>) {
          ops.push(() => {
            const hash = hashes.get(key) ?? new Map<string, string>();
            for (const [field, value] of Object.entries(values)) hash.set(field, value);
            hashes.set(key, hash);
          });
        },
        hdel(key: string, ...fields: string[]) {
          ops.push(() => {
            for (const field of fields) hashes.get(key)?.delete(field);
          });
        },
        incr(key: string) {
          ops.push(() => {
            strings.set(key, { value: String(Number(strings.get(key)?.value ?? 0) + 1), ttl: -1 });
          });
        },
        async exec() {
          check();
          for (const op of ops) op();
          return [];
        },
      };
    },
  };
  return { redis, strings, hashes, state };
}

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

const entry = (text: string, timestamp: number, overrides: Partial<CacheEntry> = {}) =>
  Promise.resolve<CacheEntry>({
    value: streamOf(text),
    tags: ['catalog', 'product:ALP1001M'],
    stale: 60,
    timestamp,
    expire: 3600,
    revalidate: 60,
    ...overrides,
  });

const textOf = async (found: CacheEntry | undefined) =>
  found ? new Response(found.value).text() : undefined;

describe('createRedisCacheHandler (README "Production and scaling")', () => {
  it('stores an entry with a time to live of its expire and gives a fresh stream on every read', async () => {
    const { redis, strings } = fakeRedis();
    let clock = 1_000_000;
    const handler = createRedisCacheHandler({ redis, now: () => clock });
    await handler.set('k1', entry('{"name":"Trail shoe"}', clock));
    expect(strings.get('storefront:cache:e:k1')?.ttl).toBe(3600);
    clock += 1000;
    const first = await handler.get('k1', []);
    expect(first).toMatchObject({ tags: ['catalog', 'product:ALP1001M'], revalidate: 60 });
    expect(await textOf(first)).toBe('{"name":"Trail shoe"}');
    expect(await textOf(await handler.get('k1', []))).toBe('{"name":"Trail shoe"}');
    expect(await handler.get('other', [])).toBeUndefined();
  });

  it('keeps no expire: 0 read (a failure) and caps a long expire', async () => {
    const { redis, strings } = fakeRedis();
    const handler = createRedisCacheHandler({ redis, prefix: 'p:', now: () => 5 });
    await handler.set('failed', entry('x', 5, { expire: 0 }));
    expect(strings.has('p:e:failed')).toBe(false);
    await handler.set('long', entry('x', 5, { expire: 0xfffffffe }));
    expect(strings.get('p:e:long')?.ttl).toBe(maxEntryTtlSeconds);
  });

  it('a tag expired through one instance is a miss on another after its refresh', async () => {
    const { redis, state } = fakeRedis();
    let clock = 2_000_000;
    const one = createRedisCacheHandler({ redis, now: () => clock });
    const two = createRedisCacheHandler({ redis, now: () => clock });
    await one.set('details', entry('old price', clock));
    await two.refreshTags();
    clock += 10;
    expect(await textOf(await two.get('details', []))).toBe('old price');
    // POST /api/revalidate on instance one: revalidateTag(tag, { expire: 0 }).
    await one.updateTags(['product:ALP1001M'], { expire: 0 });
    expect(await one.get('details', [])).toBeUndefined();
    clock += 10;
    await two.refreshTags();
    expect(await two.get('details', [])).toBeUndefined();
    // A new entry written after the change is served again.
    await two.set('details', entry('new price', clock));
    clock += 10;
    expect(await textOf(await one.get('details', []))).toBe('new price');
    // The hash is read again only when its counter moved.
    const reads = state.hgetalls;
    await two.refreshTags();
    await two.refreshTags();
    expect(state.hgetalls).toBe(reads);
  });

  it('tells onTags of the tag state it learns, for the page cache', async () => {
    const { redis } = fakeRedis();
    const clock = 3_000_000;
    const seen: Array<Record<string, unknown>> = [];
    const record = (tags: ReadonlyMap<string, unknown>) => seen.push(Object.fromEntries(tags));
    const one = createRedisCacheHandler({ redis, now: () => clock, onTags: record });
    const two = createRedisCacheHandler({ redis, now: () => clock, onTags: record });
    await one.updateTags(['content'], { expire: 0 });
    expect(seen).toEqual([{ content: { stale: clock, expired: clock } }]);
    await two.refreshTags();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ content: { stale: clock, expired: clock } });
    // Nothing changed since: no call.
    await two.refreshTags();
    expect(seen).toHaveLength(2);
  });

  it('a tag made stale (no expire) serves the entry once more with revalidate -1; soft tags through getExpiration', async () => {
    const { redis } = fakeRedis();
    let clock = 3_000_000;
    const handler = createRedisCacheHandler({ redis, now: () => clock });
    await handler.set('k', entry('v', clock));
    clock += 10;
    await handler.updateTags(['catalog'], {});
    expect(await handler.get('k', [])).toMatchObject({ revalidate: -1 });
    expect(await handler.getExpiration(['_N_T_/en-us/layout'])).toBe(0);
    await handler.updateTags(['_N_T_/en-us/layout']);
    expect(await handler.getExpiration(['_N_T_/en-us/layout', 'other'])).toBe(clock);
  });

  it('deletes from the hash a tag older than any entry can be, on the next change', async () => {
    const { redis, hashes } = fakeRedis();
    let clock = 4_000_000;
    const one = createRedisCacheHandler({ redis, now: () => clock });
    await one.updateTags(['product:OLD'], { expire: 0 });
    clock += 1000;
    await one.updateTags(['product:RECENT'], { expire: 0 });
    const fields = () => [...(hashes.get('storefront:cache:tags')?.keys() ?? [])].sort();
    expect(fields()).toEqual(['product:OLD', 'product:RECENT']);
    // Just past the longest life of an entry since the first change, not since the second.
    clock += maxEntryTtlSeconds * 1000 - 500;
    const two = createRedisCacheHandler({ redis, now: () => clock });
    await two.refreshTags();
    await two.updateTags(['catalog'], {});
    expect(fields()).toEqual(['catalog', 'product:RECENT']);
    // The instance that deleted it forgets it too; the other reloads the hash on its refresh.
    expect(await two.getExpiration(['product:OLD'])).toBe(0);
    await one.refreshTags();
    expect(await one.getExpiration(['product:OLD', 'product:RECENT'])).toBe(4_001_000);
  });

  it('Redis down: reads are misses, writes and tag changes are dropped, each reported; nothing throws', async () => {
    const { redis, state } = fakeRedis();
    const failures: string[] = [];
    const handler = createRedisCacheHandler({
      redis,
      now: () => 10,
      onError: (call) => failures.push(call),
    });
    state.down = true;
    await handler.set('k', entry('v', 10));
    expect(await handler.get('k', [])).toBeUndefined();
    await handler.refreshTags();
    await handler.updateTags(['catalog']);
    expect(failures).toEqual(['set', 'get', 'refreshTags', 'updateTags']);
  });
});
