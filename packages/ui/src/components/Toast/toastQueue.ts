import {
  DEFAULT_TOAST_DISMISS_MS,
  initialToastState,
  TOAST_TICK_MS,
  type ToastAction,
  type ToastOptions,
  type ToastState,
  toastReducer,
} from './toastReducer';

/** Options of {@link createToastQueue}. Times in ms. */
export interface ToastQueueOptions {
  /** Delay before a toast dismisses itself, unless `show` gives its own (default 5000 ms). */
  dismissAfterMs?: number;
  /** Timer tick (default 200 ms, spec 2 §9). */
  tickMs?: number;
}

/** A toast queue with its timer: a small store for `useSyncExternalStore`. */
export interface ToastQueue {
  /** Shows a toast; returns its id, or the id of the shown toast with the same title. */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
  pause(id?: string): void;
  resume(id?: string): void;
  getState(): ToastState;
  subscribe(listener: () => void): () => void;
  /** Stops the timer (on unmount). */
  destroy(): void;
}

/**
 * Creates a toast queue (spec 2 §4, §9): {@link toastReducer} driven by an interval of
 * `tickMs` that runs only while toasts are shown, so idle pages keep no timer.
 */
export function createToastQueue({
  dismissAfterMs = DEFAULT_TOAST_DISMISS_MS,
  tickMs = TOAST_TICK_MS,
}: ToastQueueOptions = {}): ToastQueue {
  let state = initialToastState;
  let timer: ReturnType<typeof setInterval> | undefined;
  let nextId = 0;
  const listeners = new Set<() => void>();

  const syncTimer = () => {
    if (state.toasts.length > 0 && timer === undefined) {
      timer = setInterval(() => dispatch({ type: 'tick', elapsedMs: tickMs }), tickMs);
    } else if (state.toasts.length === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const dispatch = (action: ToastAction) => {
    const next = toastReducer(state, action);
    if (next === state) return;
    state = next;
    syncTimer();
    for (const listener of listeners) listener();
  };

  return {
    show(options) {
      const existing = state.toasts.find((t) => t.title === options.title);
      if (existing) return existing.id;
      nextId += 1;
      const id = `toast-${nextId}`;
      dispatch({ type: 'show', id, options, defaultDurationMs: dismissAfterMs });
      return id;
    },
    dismiss: (id) => dispatch({ type: 'dismiss', id }),
    pause: (id) => dispatch(id === undefined ? { type: 'pause' } : { type: 'pause', id }),
    resume: (id) => dispatch(id === undefined ? { type: 'resume' } : { type: 'resume', id }),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
