'use client';
import {
  createExperimentEventQueue,
  type ExperimentEventQueue,
  type PendingExperimentEvent,
} from '@storefront/blocks/services';

/** The storefront's route that relays batches to the collector (`app/api/experiment-events`). */
export const experimentEventsRoute = '/api/experiment-events';

let queue: ExperimentEventQueue<PendingExperimentEvent> | undefined;

/** The page's locale path, e.g. `en-gb` (the first segment of the URL, spec 3 §2 routes). */
function localePath(): string {
  return window.location.pathname.split('/')[1] ?? '';
}

async function send(events: PendingExperimentEvent[]): Promise<void> {
  const response = await fetch(experimentEventsRoute, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: localePath(), events }),
    // The last batch may leave with the page.
    keepalive: true,
  });
  if (!response.ok) throw new Error(`experiment events: ${response.status}`);
}

/**
 * The page's experiment delivery queue (spec 3 §9 "Experiment delivery": batches of 10, a
 * partial batch after 1000 ms, at most 10000 held, ready time-out 30000 ms), created on the
 * first event and ready at once (the storefront's own route is the target); what is queued is
 * sent when the page is hidden.
 */
function pageQueue(): ExperimentEventQueue<PendingExperimentEvent> {
  if (queue) return queue;
  const created = createExperimentEventQueue<PendingExperimentEvent>({ send });
  created.ready();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void created.flush();
  });
  queue = created;
  return created;
}

/**
 * Queues one experiment event (key and tags; the time is now). The server adds the shopper's
 * id and checks consent (`collectExperimentEvents`).
 * @returns `false` when the queue refused it (full)
 */
export function enqueueExperimentEvent(key: string, tags: Record<string, unknown>): boolean {
  return pageQueue().enqueue({ key, tags, timestamp: Date.now() });
}
