import { createHoverIntent, hoverCloseDelayMs, hoverOpenDelayMs } from './hoverIntent';

function setup() {
  let open: string | null = null;
  const changes: (string | null)[] = [];
  const intent = createHoverIntent({
    current: () => open,
    onChange: (id) => {
      open = id;
      changes.push(id);
    },
  });
  return { intent, changes, open: () => open };
}

describe('createHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens only after the pointer rests for the open delay', () => {
    const { intent, open } = setup();
    intent.enter('women');
    vi.advanceTimersByTime(hoverOpenDelayMs - 1);
    expect(open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(open()).toBe('women');
  });

  it('does not flash a panel when the pointer passes over', () => {
    const { intent, changes } = setup();
    intent.enter('women');
    vi.advanceTimersByTime(50);
    intent.enter('men');
    vi.advanceTimersByTime(50);
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it('closes after the close delay, unless the pointer comes back', () => {
    const { intent, open } = setup();
    intent.enter('women');
    vi.advanceTimersByTime(hoverOpenDelayMs);
    intent.leave();
    vi.advanceTimersByTime(hoverCloseDelayMs - 1);
    intent.enter('women');
    vi.advanceTimersByTime(1000);
    expect(open()).toBe('women');
    intent.leave();
    vi.advanceTimersByTime(hoverCloseDelayMs);
    expect(open()).toBeNull();
  });

  it('switches at once to another item while a panel is open', () => {
    const { intent, changes } = setup();
    intent.enter('women');
    vi.advanceTimersByTime(hoverOpenDelayMs);
    intent.enter('men');
    expect(changes).toEqual(['women', 'men']);
  });

  it('cancel forgets a pending open', () => {
    const { intent, open } = setup();
    intent.enter('women');
    intent.cancel();
    vi.advanceTimersByTime(1000);
    expect(open()).toBeNull();
  });
});
