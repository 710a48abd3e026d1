import { debounce } from './debounce';

describe('debounce (200 ms, max wait 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the latest arguments, 200 ms after the last call', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200, { maxWaitMs: 500 });
    debounced(1);
    vi.advanceTimersByTime(100);
    debounced(2);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('runs at least every 500 ms while calls keep coming', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200, { maxWaitMs: 500 });
    const times: number[] = [];
    fn.mockImplementation(() => times.push(Date.now()));
    const start = Date.now();
    for (let t = 0; t < 1200; t += 50) {
      debounced(t);
      vi.advanceTimersByTime(50);
    }
    expect(times.map((time) => time - start)).toEqual([500, 1000]);
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fn).toHaveBeenLastCalledWith(1150);
  });

  it('without maxWait a steady stream never runs it', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200);
    for (let t = 0; t < 2000; t += 100) {
      debounced();
      vi.advanceTimersByTime(100);
    }
    expect(fn).not.toHaveBeenCalled();
  });

  it('cancel drops the pending call; flush runs it at once', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 200, { maxWaitMs: 500 });
    debounced('a');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced('b');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('b');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('rejects a max wait shorter than the wait', () => {
    expect(() => debounce(() => {}, 200, { maxWaitMs: 100 })).toThrow(RangeError);
    expect(() => debounce(() => {}, -1)).toThrow(RangeError);
  });
});
