import 'server-only';
import { experimentBatchMax, findLocale, type StorefrontLocale } from '@storefront/api-contract';
import {
  createExperimentEvent,
  type ExperimentEvent,
  hasAnalyticsConsent,
  hasTargetingConsent,
  parseConsentCookie,
} from '@storefront/blocks';
import { createApiClient, createDecisionService } from '@storefront/commerce/server';
import * as z from 'zod';
import { brand } from '../brand';
import { apiBaseUrl } from '../content';
import { logUnavailable } from '../serverLog';
import { servicesCookies } from './services';

/**
 * A browser's batch (the delivery queue's, `experimentDelivery.client.ts`): the page's locale
 * path and 1 to 10 events of key, tags and time (epoch ms), without a shopper id.
 */
export const browserBatchSchema = z.object({
  locale: z.string().min(2).max(10),
  events: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(100),
        tags: z.record(z.string(), z.unknown()),
        timestamp: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .max(experimentBatchMax),
});

/** What {@link collectExperimentEvents} answers: an HTTP status and its JSON body. */
export interface CollectAnswer {
  status: 202 | 400 | 502;
  body:
    | { accepted: number; dropped?: 'consent' | 'noShopper' }
    | { errorId: string; message: string };
}

/** What {@link collectExperimentEvents} needs from the request and the backend. */
export interface CollectContext {
  /** Reads a request cookie. */
  cookie: (name: string) => string | undefined;
  /** Sends a batch to the collector; default: the decision engine client's `sendEvents`. */
  send?: (locale: StorefrontLocale, events: ExperimentEvent[]) => Promise<number>;
}

async function sendToCollector(locale: StorefrontLocale, events: ExperimentEvent[]) {
  const client = createApiClient({ baseUrl: apiBaseUrl, locale, brand, timeoutMs: 3000 });
  return createDecisionService(client, { brand }).sendEvents(events);
}

/**
 * Relays a browser's batch of experiment events to the collector (spec 3 §9 "Experiment
 * delivery"): the shopper's id comes from the request's cookies (the customer id once signed
 * in, else the anonymous `mt.v`; never from the body), each event is built with the checks of
 * spec 3 §5 (`createExperimentEvent`: revenue an integer, value a float). Answers 202
 * `{ accepted }`; 202 `{ accepted: 0, dropped }` when the shopper did not consent to targeting
 * and analytics (`C0004`, `C0002` where the region asks, spec 3 §9) or has no id; 400 `API400`
 * for a bad body or an unknown locale; 502 `API502` when the collector fails (logged).
 */
export async function collectExperimentEvents(
  input: unknown,
  context: CollectContext,
): Promise<CollectAnswer> {
  const parsed = browserBatchSchema.safeParse(input);
  const locale = parsed.success ? findLocale(parsed.data.locale) : undefined;
  if (!parsed.success || !locale) {
    return { status: 400, body: { errorId: 'API400', message: 'Bad batch of experiment events.' } };
  }
  const consent = {
    categories: parseConsentCookie(context.cookie(servicesCookies.consent)),
    region: locale.region,
    preview: false,
  };
  if (!hasTargetingConsent(consent) || !hasAnalyticsConsent(consent)) {
    return { status: 202, body: { accepted: 0, dropped: 'consent' } };
  }
  const userId =
    context.cookie(servicesCookies.customerId) ?? context.cookie(servicesCookies.monetateId);
  const events = parsed.data.events
    .map((event) => createExperimentEvent(event.key, userId, event.tags, event.timestamp))
    .filter((event): event is ExperimentEvent => event !== null);
  if (events.length === 0) return { status: 202, body: { accepted: 0, dropped: 'noShopper' } };
  try {
    const accepted = await (context.send ?? sendToCollector)(locale, events);
    return { status: 202, body: { accepted } };
  } catch (error) {
    logUnavailable({ event: 'experiments.unavailable', locale, error, level: 'warn' });
    return {
      status: 502,
      body: { errorId: 'API502', message: 'The experiment collector is unavailable.' },
    };
  }
}
