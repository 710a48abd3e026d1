import { AsyncLocalStorage } from 'node:async_hooks';

const queues = new WeakMap<object, Map<string, Promise<unknown>>>();
const held = new AsyncLocalStorage<ReadonlySet<string>>();

/**
 * Runs `task` after every earlier task of the same `key` on the same database object has
 * settled (an in-process queue per basket). Concurrent changes to one basket then no longer
 * collide on its `version` and repeat their work; the optimistic version check stays for
 * other processes sharing the database. Re-entrant: a task that already holds `key` runs a
 * nested task of the same key at once (no deadlock).
 */
export function serialised<T>(scope: object, key: string, task: () => Promise<T>): Promise<T> {
  const holding = held.getStore();
  if (holding?.has(key)) return task();
  let queue = queues.get(scope);
  if (!queue) {
    queue = new Map();
    queues.set(scope, queue);
  }
  const inner = () => held.run(new Set([...(holding ?? []), key]), task);
  const previous = queue.get(key);
  const run = previous ? previous.then(inner, inner) : inner();
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queue.set(key, tail);
  const map = queue;
  void tail.then(() => {
    if (map.get(key) === tail) map.delete(key);
  });
  return run;
}
