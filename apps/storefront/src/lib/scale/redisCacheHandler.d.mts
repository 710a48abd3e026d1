import type { CacheHandler } from 'next/cache';

/** Longest time to live of an entry, seconds (30 days), whatever its `expire`. */
export declare const maxEntryTtlSeconds: number;

/** The Redis commands the handler uses (an `ioredis` client has them). */
export interface RedisLike {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>;
  hgetall(key: string): Promise<Record<string, string>>;
  multi(): {
    hset(key: string, values: Record<string, string>): unknown;
    hdel(key: string, ...fields: string[]): unknown;
    incr(key: string): unknown;
    exec(): Promise<unknown>;
  };
}

/** Options of {@link createRedisCacheHandler}. */
export interface RedisCacheHandlerOptions {
  /** The shared Redis. */
  redis: RedisLike;
  /** Key prefix, default `storefront:cache:`. */
  prefix?: string;
  /** A failed Redis call (the storefront's log line `cache.redis.failed`). Default: nothing. */
  onError?: (event: string, error: unknown) => void;
  /** The clock, ms since epoch (tests). */
  now?: () => number;
  /**
   * The tag state (`{ stale?, expired? }` in ms per tag) after each change this instance learns
   * of: the server mirrors it into Next's page cache, which checks its pages' tags in memory.
   */
  onTags?: (tags: ReadonlyMap<string, { stale?: number; expired?: number }>) => void;
}

/**
 * A `'use cache'` handler whose entries and tag state live in Redis (README "Production and
 * scaling"): entries under `{prefix}e:{cacheKey}` with a time to live of their `expire`, the
 * tag state in the hash `{prefix}tags` and its change counter `{prefix}tags:v`, reloaded by
 * `refreshTags` before each request's first cached read when the counter moved; a tag older
 * than any entry can be ({@link maxEntryTtlSeconds}) is deleted by the next `updateTags`.
 */
export declare function createRedisCacheHandler(options: RedisCacheHandlerOptions): CacheHandler;
