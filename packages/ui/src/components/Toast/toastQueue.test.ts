import { createToastQueue } from './toastQueue';
import { initialToastState, toastReducer } from './toastReducer';

describe('toastReducer', () => {
  const show = (id: string, title: string, durationMs?: number) =>
    ({
      type: 'show',
      id,
      options: durationMs === undefined ? { title } : { title, durationMs },
      defaultDurationMs: 1000,
    }) as const;

  it('adds a toast with the default tone and duration', () => {
    const state = toastReducer(initialToastState, show('a', 'Saved'));
    expect(state.toasts).toEqual([
      { id: 'a', title: 'Saved', tone: 'info', remainingMs: 1000, paused: false },
    ]);
  });

  it('does not add a toast whose title is already shown', () => {
    const one = toastReducer(initialToastState, show('a', 'Saved'));
    expect(toastReducer(one, show('b', 'Saved'))).toBe(one);
    expect(toastReducer(one, show('b', 'Other')).toasts).toHaveLength(2);
  });

  it('counts down on ticks and removes expired toasts', () => {
    let state = toastReducer(initialToastState, show('a', 'Short', 400));
    state = toastReducer(state, show('b', 'Long', 1000));
    state = toastReducer(state, { type: 'tick', elapsedMs: 200 });
    expect(state.toasts.map((t) => t.remainingMs)).toEqual([200, 800]);
    state = toastReducer(state, { type: 'tick', elapsedMs: 200 });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('does not count down a paused toast', () => {
    let state = toastReducer(initialToastState, show('a', 'A', 200));
    state = toastReducer(state, { type: 'pause', id: 'a' });
    state = toastReducer(state, { type: 'tick', elapsedMs: 200 });
    expect(state.toasts).toHaveLength(1);
    state = toastReducer(state, { type: 'resume' });
    state = toastReducer(state, { type: 'tick', elapsedMs: 200 });
    expect(state.toasts).toHaveLength(0);
  });

  it('dismisses a toast by id', () => {
    const state = toastReducer(toastReducer(initialToastState, show('a', 'A')), {
      type: 'dismiss',
      id: 'a',
    });
    expect(state.toasts).toEqual([]);
  });
});

describe('createToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-dismisses after the configured delay, on 200 ms ticks', () => {
    const queue = createToastQueue({ dismissAfterMs: 1000 });
    queue.show({ title: 'Saved' });
    vi.advanceTimersByTime(800);
    expect(queue.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(200);
    expect(queue.getState().toasts).toHaveLength(0);
  });

  it('honours a per-toast duration', () => {
    const queue = createToastQueue({ dismissAfterMs: 5000 });
    queue.show({ title: 'Quick', durationMs: 400 });
    queue.show({ title: 'Sticky', durationMs: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(400);
    expect(queue.getState().toasts.map((t) => t.title)).toEqual(['Sticky']);
  });

  it('returns the id of the shown toast for a duplicate title and notifies once', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const first = queue.show({ title: 'Added to cart' });
    const second = queue.show({ title: 'Added to cart' });
    expect(second).toBe(first);
    expect(queue.getState().toasts).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs no timer while no toast is shown', () => {
    const queue = createToastQueue({ dismissAfterMs: 200 });
    expect(vi.getTimerCount()).toBe(0);
    queue.show({ title: 'A' });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(vi.getTimerCount()).toBe(0);
    queue.destroy();
  });

  it('dismisses on request', () => {
    const queue = createToastQueue();
    const id = queue.show({ title: 'A' });
    queue.dismiss(id);
    expect(queue.getState().toasts).toEqual([]);
  });
});
