import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';

/**
 * Lifetime of a cached content or catalogue read (design.md "Data flows", caching), in seconds:
 * served from the cache for a minute, then refreshed in the background on the next request;
 * dropped after an hour unused. Publishing, price and stock changes drop entries at once by
 * tag (`POST /api/revalidate`); the minute bounds what no event announces, such as a content
 * schedule that starts or ends.
 */
export const readCacheLife = { stale: 60, revalidate: 60, expire: 3600 } as const;

/**
 * Marks the result of the `'use cache'` read running now: a success is kept for
 * {@link readCacheLife} under `tags` (`cacheTags` of the contract); a failure (the API
 * unavailable) is not kept at all (`expire: 0`: the cache handler does not store it), so the
 * next request asks the API again. Call it once, inside the cached function, after the read.
 * `STOREFRONT_READ_CACHE=off` keeps nothing (every read asks the API, as before the cache:
 * the SSR throughput bench's "uncached" figures, or to rule the cache out when debugging).
 */
export function keepRead(ok: boolean, tags: readonly string[]): void {
  if (!ok || process.env.STOREFRONT_READ_CACHE === 'off') {
    cacheLife({ stale: 0, revalidate: 0, expire: 0 });
    return;
  }
  cacheLife(readCacheLife);
  if (tags.length > 0) cacheTag(...tags);
}

/**
 * The current year (`"2026"`) for the footer's copyright line, kept a day: a prerendered page
 * reads no clock outside `'use cache'` (cache components), and a page kept in the cache shows
 * the new year within a day of it.
 */
export async function copyrightYear(): Promise<string> {
  'use cache';
  cacheLife('days');
  return String(new Date().getFullYear());
}
