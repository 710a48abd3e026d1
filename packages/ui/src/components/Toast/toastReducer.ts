/** Tone of a toast: colour and icon. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** What a caller passes to `show`. `durationMs` overrides the provider's dismiss delay. */
export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Time in ms before the toast dismisses itself; `Infinity` keeps it until dismissed. */
  durationMs?: number;
}

/** A toast on screen. `remainingMs` counts down by timer ticks while not paused. */
export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  tone: ToastTone;
  remainingMs: number;
  paused: boolean;
}

/** The toast queue, oldest first. */
export interface ToastState {
  toasts: ToastItem[];
}

/** Actions of {@link toastReducer}. */
export type ToastAction =
  | { type: 'show'; id: string; options: ToastOptions; defaultDurationMs: number }
  | { type: 'dismiss'; id: string }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'pause'; id?: string }
  | { type: 'resume'; id?: string };

/** Timer tick of the toast queue in ms (spec 2 §9). */
export const TOAST_TICK_MS = 200;
/** Default dismiss delay in ms when the provider is given none (the spec leaves it to configuration). */
export const DEFAULT_TOAST_DISMISS_MS = 5000;

export const initialToastState: ToastState = { toasts: [] };

const setPaused = (state: ToastState, paused: boolean, id?: string): ToastState => ({
  toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, paused } : t)),
});

/**
 * Pure reducer of the toast queue (spec 2 §4, §9):
 * - `show` adds a toast, unless a toast with the same title is already shown (then the state
 *   is returned unchanged);
 * - `tick` takes `elapsedMs` off every toast not paused and removes those reaching 0;
 * - `pause`/`resume` (one toast, or all without `id`) stop the count-down while the shopper
 *   hovers or focuses the toasts;
 * - `dismiss` removes a toast.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show': {
      const { options } = action;
      if (state.toasts.some((t) => t.title === options.title)) return state;
      const item: ToastItem = {
        id: action.id,
        title: options.title,
        tone: options.tone ?? 'info',
        remainingMs: options.durationMs ?? action.defaultDurationMs,
        paused: false,
      };
      if (options.description !== undefined) item.description = options.description;
      return { toasts: [...state.toasts, item] };
    }
    case 'dismiss':
      if (!state.toasts.some((t) => t.id === action.id)) return state;
      return { toasts: state.toasts.filter((t) => t.id !== action.id) };
    case 'tick': {
      if (!state.toasts.some((t) => !t.paused)) return state;
      return {
        toasts: state.toasts
          .map((t) => (t.paused ? t : { ...t, remainingMs: t.remainingMs - action.elapsedMs }))
          .filter((t) => t.remainingMs > 0),
      };
    }
    case 'pause':
      return setPaused(state, true, action.id);
    case 'resume':
      return setPaused(state, false, action.id);
  }
}
