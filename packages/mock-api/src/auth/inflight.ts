import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';

const inFlight = new WeakMap<Database, Set<string>>();

/**
 * Simulated identity-provider latency of a token grant (ms). PGlite answers within the same
 * macrotask, so without it two requests sent at once would never overlap.
 */
export const tokenGrantLatencyMs = 10;

/**
 * Runs `work` while holding `key` (a guest id, refresh token or authorization code) for this
 * database. A second token request for the same key while the first is in flight is refused.
 * @throws ApiHttpError 409 `AUT409` duplicate token request (spec 2 §8).
 */
export async function exclusive<T>(db: Database, key: string | null, work: () => Promise<T>) {
  if (!key) return work();
  let keys = inFlight.get(db);
  if (!keys) {
    keys = new Set();
    inFlight.set(db, keys);
  }
  if (keys.has(key)) {
    throw new ApiHttpError(409, 'AUT409', 'A token request for this consumer is in progress');
  }
  keys.add(key);
  try {
    await new Promise((resolve) => setTimeout(resolve, tokenGrantLatencyMs));
    return await work();
  } finally {
    keys.delete(key);
  }
}
