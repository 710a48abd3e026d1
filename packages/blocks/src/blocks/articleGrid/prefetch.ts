import type { BlockPrefetch } from '../../services/types';

/** Longest wait in ms for a block's first data on the server when the host sets none. */
export const defaultPrefetchTimeoutMs = 1500;

/** Thrown (and logged) when a prefetch takes longer than its bound. */
export class PrefetchTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'PrefetchTimeoutError';
  }
}

/**
 * Awaits a block's first data where the page renders (design.md "Data flows": the server HTML
 * carries the items), at most `timeoutMs` (default {@link defaultPrefetchTimeoutMs}). Never
 * rejects: a failure or a timeout ({@link PrefetchTimeoutError}) goes to `onError` (the block
 * logs it) and gives `undefined`, so the block renders its shell and the island loads in the
 * browser.
 */
export async function prefetchWithin<T>(
  load: () => Promise<T>,
  prefetch: Pick<BlockPrefetch, 'timeoutMs'>,
  onError: (error: unknown) => void,
): Promise<T | undefined> {
  const timeoutMs = prefetch.timeoutMs ?? defaultPrefetchTimeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrefetchTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(load), timeout]);
  } catch (error) {
    onError(error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
