/** A debounced function: call it freely; `cancel` drops a pending call, `flush` runs it now. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now (with the latest arguments), if any. */
  flush(): void;
}

/** Options of {@link debounce}. */
export interface DebounceOptions {
  /**
   * Longest time in ms a pending call may wait while calls keep coming; `undefined` = no limit
   * (a steady stream of calls then never runs it).
   */
  maxWaitMs?: number;
}

/**
 * Trailing debounce with a maximum wait (spec 3 §9 "Header scroll debounce is 200 ms, with a max
 * wait of 500 ms"): `fn` runs once, with the latest arguments, `waitMs` after the last call, or
 * `maxWaitMs` after the first call of a burst if calls keep coming, whichever is first. Pure
 * timers (`setTimeout`), so fake timers drive it in tests.
 * @throws RangeError when `waitMs` is negative or `maxWaitMs` is smaller than `waitMs`
 */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
  { maxWaitMs }: DebounceOptions = {},
): Debounced<Args> {
  if (waitMs < 0) throw new RangeError(`debounce: waitMs must be ≥ 0 (got ${waitMs})`);
  if (maxWaitMs !== undefined && maxWaitMs < waitMs)
    throw new RangeError(`debounce: maxWaitMs (${maxWaitMs}) must be ≥ waitMs (${waitMs})`);
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const clear = () => {
    if (waitTimer !== undefined) clearTimeout(waitTimer);
    if (maxTimer !== undefined) clearTimeout(maxTimer);
    waitTimer = undefined;
    maxTimer = undefined;
  };
  const run = () => {
    const args = pending;
    clear();
    pending = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: Args) => {
    pending = args;
    if (waitTimer !== undefined) clearTimeout(waitTimer);
    waitTimer = setTimeout(run, waitMs);
    if (maxWaitMs !== undefined && maxTimer === undefined) maxTimer = setTimeout(run, maxWaitMs);
  };
  debounced.cancel = () => {
    clear();
    pending = undefined;
  };
  debounced.flush = run;
  return debounced;
}
