import {
  createExperimentEvent,
  createExperimentEventQueue,
  type ExperimentEvent,
  experimentDeliveryDefaults,
  parseRevenue,
  parseValue,
} from './experimentEvents';

const event = (n: number): ExperimentEvent => ({
  key: `e${n}`,
  userId: 'u',
  tags: {},
  timestamp: n,
});
const many = (count: number, from = 0) => Array.from({ length: count }, (_, i) => event(from + i));

describe('parseRevenue / parseValue (spec 3 §9)', () => {
  it('parses revenue as an integer', () => {
    expect(parseRevenue('1299')).toBe(1299);
    expect(parseRevenue('12.99')).toBe(12);
    expect(parseRevenue(12.99)).toBe(12);
    expect(parseRevenue('abc')).toBeUndefined();
    expect(parseRevenue(null)).toBeUndefined();
  });
  it('parses value as a float', () => {
    expect(parseValue('12.5')).toBe(12.5);
    expect(parseValue(3)).toBe(3);
    expect(parseValue('x')).toBeUndefined();
    expect(parseValue(Number.NaN)).toBeUndefined();
  });
});

describe('createExperimentEvent', () => {
  it('validates inputs (spec 3 §5) and parses revenue and value', () => {
    expect(createExperimentEvent('buy', 'u1', { revenue: '4999', value: '2.5' }, 7)).toEqual({
      key: 'buy',
      userId: 'u1',
      tags: { revenue: '4999', value: '2.5' },
      revenue: 4999,
      value: 2.5,
      timestamp: 7,
    });
    expect(createExperimentEvent('buy', '', {})).toBeNull();
    expect(createExperimentEvent('buy', 'u1', 'tags')).toBeNull();
  });
});

describe('createExperimentEventQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the spec defaults', () => {
    expect(experimentDeliveryDefaults).toEqual({
      batchSize: 10,
      flushIntervalMs: 1000,
      maxQueue: 10000,
      readyTimeoutMs: 30000,
    });
  });

  it('holds events until ready, then sends full batches of 10 at once', async () => {
    const send = vi.fn();
    const queue = createExperimentEventQueue({ send });
    for (const e of many(25)) queue.enqueue(e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).not.toHaveBeenCalled();
    queue.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([10, 10]);
    expect(queue.size()).toBe(5);
  });

  it('sends a partial batch after the 1000 ms flush interval, not before', async () => {
    const send = vi.fn();
    const queue = createExperimentEventQueue({ send });
    queue.ready();
    queue.enqueue(event(1));
    queue.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((e: ExperimentEvent) => e.key)).toEqual(['e1', 'e2']);
  });

  it('sends the tenth event immediately with the nine before it', async () => {
    const send = vi.fn();
    const queue = createExperimentEventQueue({ send });
    queue.ready();
    for (const e of many(10)) queue.enqueue(e);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.size()).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses the newest event beyond 10000 queued, keeping the oldest', () => {
    const onDrop = vi.fn();
    const queue = createExperimentEventQueue({ send: vi.fn(), onDrop });
    for (const e of many(10000)) expect(queue.enqueue(e)).toBe(true);
    expect(queue.enqueue(event(10000))).toBe(false);
    expect(queue.size()).toBe(10000);
    expect(onDrop).toHaveBeenCalledWith([event(10000)], 'queueFull');
  });

  it('gives up after the 30000 ms ready time-out: drops held events, refuses new ones', async () => {
    const onDrop = vi.fn();
    const send = vi.fn();
    const queue = createExperimentEventQueue({ send, onDrop });
    queue.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(29999);
    expect(queue.state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.state()).toBe('timedOut');
    expect(onDrop).toHaveBeenCalledWith([event(1)], 'readyTimeout');
    expect(queue.enqueue(event(2))).toBe(false);
    queue.ready();
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a batch whose send fails and goes on with the next', async () => {
    const onDrop = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const queue = createExperimentEventQueue({ send, onDrop });
    queue.ready();
    for (const e of many(20)) queue.enqueue(e);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onDrop).toHaveBeenCalledWith(many(10), 'sendFailed');
  });

  it('flushes what is left on close and refuses afterwards', async () => {
    const send = vi.fn();
    const queue = createExperimentEventQueue({ send });
    queue.ready();
    queue.enqueue(event(1));
    await queue.close();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.enqueue(event(2))).toBe(false);
    expect(queue.state()).toBe('closed');
  });
});
