import { isValidEventTags, isValidUserId } from '../services/inputs';

/** Experiment delivery constants (spec 3 §9 "Experiment delivery"). */
export const experimentDeliveryDefaults = {
  /** Events per batch sent. */
  batchSize: 10,
  /** Longest wait, in ms, before queued events are sent. */
  flushIntervalMs: 1000,
  /** Most events held; further events are refused (see {@link ExperimentEventQueue.enqueue}). */
  maxQueue: 10000,
  /** Longest wait, in ms, for the delivery target to become ready. */
  readyTimeoutMs: 30000,
} as const;

/** One conversion event of an experiment. */
export interface ExperimentEvent {
  key: string;
  userId: string;
  /** Event tags as given (spec 3 §5: an object). */
  tags: Record<string, unknown>;
  /** `tags.revenue` parsed as an integer (minor currency units), when it parses. */
  revenue?: number;
  /** `tags.value` parsed as a float, when it parses. */
  value?: number;
  /** Epoch ms. */
  timestamp: number;
}

/** Spec 3 §9: revenue is parsed as an integer (base 10); `undefined` when it does not parse. */
export function parseRevenue(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.trunc(input) : undefined;
  if (typeof input !== 'string') return undefined;
  const parsed = Number.parseInt(input, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** Spec 3 §9: value is parsed as a float; `undefined` when it does not parse. */
export function parseValue(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const parsed = Number.parseFloat(input);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Builds an experiment event, validating the inputs of spec 3 §5.
 * @returns the event, or `null` when the user id is empty or the tags are not an object
 */
export function createExperimentEvent(
  key: string,
  userId: unknown,
  tags: unknown = {},
  now: number = Date.now(),
): ExperimentEvent | null {
  if (!key || !isValidUserId(userId) || !isValidEventTags(tags)) return null;
  const revenue = parseRevenue(tags.revenue);
  const value = parseValue(tags.value);
  return {
    key,
    userId,
    tags,
    ...(revenue === undefined ? {} : { revenue }),
    ...(value === undefined ? {} : { value }),
    timestamp: now,
  };
}

/** Why events were dropped. */
export type ExperimentDropReason = 'queueFull' | 'readyTimeout' | 'sendFailed';

/**
 * An experiment event as a browser queues it: the key, the tags and the time (epoch ms); the
 * host's server adds the shopper's id (an httpOnly cookie the page cannot read) and builds the
 * {@link ExperimentEvent} with {@link createExperimentEvent}.
 */
export interface PendingExperimentEvent {
  key: string;
  tags: Record<string, unknown>;
  timestamp: number;
}

/** Options of {@link createExperimentEventQueue}; `E` is the queued event's type. */
export interface ExperimentEventQueueOptions<E = ExperimentEvent> {
  /** Delivers one batch (at most `batchSize` events); a rejection drops that batch. */
  send: (batch: E[]) => void | Promise<void>;
  batchSize?: number;
  flushIntervalMs?: number;
  maxQueue?: number;
  readyTimeoutMs?: number;
  /** Told about every dropped event, with the reason. */
  onDrop?: (events: E[], reason: ExperimentDropReason) => void;
}

/** State of the queue: waiting for `ready()`, delivering, given up waiting, or closed. */
export type ExperimentQueueState = 'waiting' | 'ready' | 'timedOut' | 'closed';

/** The experiment event queue (see {@link createExperimentEventQueue}). */
export interface ExperimentEventQueue<E = ExperimentEvent> {
  /**
   * Queues an event. When the queue already holds `maxQueue` events the NEW event is refused
   * (dropped with reason `queueFull`): events already queued are never displaced.
   * @returns `false` when refused (full, timed out or closed)
   */
  enqueue(event: E): boolean;
  /** The delivery target is ready: queued events start flowing. */
  ready(): void;
  /** Sends every queued event now, in batches, one batch after the other. */
  flush(): Promise<void>;
  /** Flushes (when ready), then refuses further events and stops the timers. */
  close(): Promise<void>;
  size(): number;
  state(): ExperimentQueueState;
}

/**
 * Experiment event delivery (spec 3 §9): events wait until `ready()`; then a full batch
 * (`batchSize`, default 10) is sent at once and a partial one after `flushIntervalMs`
 * (default 1000 ms). At most `maxQueue` (10000) events are held: further ones are refused.
 * When `ready()` does not come within `readyTimeoutMs` (30000 ms) the queue gives up: held
 * events are dropped (`readyTimeout`) and further ones refused. Uses the global timers. The
 * events are {@link ExperimentEvent}s, or what a host queues instead (`E`, e.g. a browser's
 * {@link PendingExperimentEvent}s).
 */
export function createExperimentEventQueue<E = ExperimentEvent>(
  options: ExperimentEventQueueOptions<E>,
): ExperimentEventQueue<E> {
  const batchSize = Math.max(1, options.batchSize ?? experimentDeliveryDefaults.batchSize);
  const flushIntervalMs = options.flushIntervalMs ?? experimentDeliveryDefaults.flushIntervalMs;
  const maxQueue = options.maxQueue ?? experimentDeliveryDefaults.maxQueue;
  const readyTimeoutMs = options.readyTimeoutMs ?? experimentDeliveryDefaults.readyTimeoutMs;
  const queue: E[] = [];
  let state: ExperimentQueueState = 'waiting';
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();

  const drop = (events: E[], reason: ExperimentDropReason) => {
    if (events.length > 0) options.onDrop?.(events, reason);
  };

  const sendBatch = (batch: E[]) => {
    sending = sending.then(async () => {
      try {
        await options.send(batch);
      } catch {
        drop(batch, 'sendFailed');
      }
    });
    return sending;
  };

  const clearFlushTimer = () => {
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    flushTimer = undefined;
  };

  const flush = () => {
    clearFlushTimer();
    if (state !== 'ready') return sending;
    while (queue.length > 0) sendBatch(queue.splice(0, batchSize));
    return sending;
  };

  const schedule = () => {
    if (state !== 'ready') return;
    while (queue.length >= batchSize) sendBatch(queue.splice(0, batchSize));
    if (queue.length === 0) clearFlushTimer();
    else if (flushTimer === undefined) flushTimer = setTimeout(() => void flush(), flushIntervalMs);
  };

  const readyTimer = setTimeout(() => {
    if (state !== 'waiting') return;
    state = 'timedOut';
    drop(queue.splice(0), 'readyTimeout');
  }, readyTimeoutMs);

  return {
    enqueue(event) {
      if (state === 'timedOut' || state === 'closed') return false;
      if (queue.length >= maxQueue) {
        drop([event], 'queueFull');
        return false;
      }
      queue.push(event);
      schedule();
      return true;
    },
    ready() {
      if (state !== 'waiting') return;
      clearTimeout(readyTimer);
      state = 'ready';
      schedule();
    },
    flush,
    async close() {
      await flush();
      clearTimeout(readyTimer);
      clearFlushTimer();
      state = 'closed';
    },
    size: () => queue.length,
    state: () => state,
  };
}
