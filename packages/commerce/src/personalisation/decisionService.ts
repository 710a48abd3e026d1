import {
  type Channel,
  type DecisionEvent,
  decidePath,
  decideResponseSchema,
  decisionRequestEventType,
  type ExperimentEventBody,
  experimentBatchMax,
  experimentEventsPath,
  experimentEventsResponseSchema,
  ipAddressEventType,
  type PersonalisationDecisionResult,
  pageViewEventType,
  productViewEventType,
} from '@storefront/api-contract';
import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/client';
import { messageForError } from '../api/messages';

/**
 * A decision service call (spec 3 §7: customerId, channel, events, monetateId). One of
 * `customerId` and `monetateId` identifies the shopper. Schemas and event types are in
 * `@storefront/api-contract` (personalisation), shared with the mock API.
 */
export interface DecisionRequest {
  customerId?: string;
  monetateId?: string;
  /** Default: the client's channel, `ECOMM`. */
  channel?: Channel;
  events?: DecisionEvent[];
}

/** The event that asks for decisions on exactly these experience ids. */
export function decisionRequestEvent(experienceIds: readonly string[]): DecisionEvent {
  return { eventType: decisionRequestEventType, experienceIds: [...experienceIds] };
}

/**
 * The page-view context event.
 * @param pageContext page type and user segments joined by a pipe, e.g. `home|Loyalty`
 * @param url the page URL or path
 */
export function pageViewEvent(pageContext: string, url: string): DecisionEvent {
  return { eventType: pageViewEventType, pageType: pageContext, url };
}

/** The IP address context event (spec 2 §9: a dummy IP on pre-production hosts). */
export function ipAddressEvent(ipAddress: string): DecisionEvent {
  return { eventType: ipAddressEventType, ipAddress };
}

/**
 * The products a page shows, with the configured id type (spec 2 §9 "the product id type, style
 * or master, by configuration"; spec 3 §5: an eight-character uppercase id is a style id).
 * @param products e.g. `[{ type: 'masterId', id: 'ALP1401M' }]` (`classifyProductId` of blocks)
 */
export function productViewEvent(
  products: readonly { type: 'styleId' | 'masterId'; id: string }[],
): DecisionEvent {
  return {
    eventType: productViewEventType,
    products: products.map((product) => ({ productId: product.id, idType: product.type })),
  };
}

/** The decision engine client. */
export interface DecisionService {
  /**
   * POST /api/engine/v1/decide/{brand}.
   * @returns the decisions, one per decided experience
   * @throws ApiError `API400` (no request sent) when neither `customerId` nor `monetateId` is a
   *   non-empty string (spec 3 §5: the user id must be a non-empty string) or an event has no
   *   `eventType`; `GEN500` when the answer is not a list of decisions; the API's errors otherwise
   */
  decide(request: DecisionRequest): Promise<PersonalisationDecisionResult[]>;
  /**
   * POST /api/engine/v1/events/{brand}: one batch of experiment events (spec 3 §9 "Experiment
   * delivery"), 1 to 10, each with a non-empty `userId` (spec 3 §5).
   * @returns how many events the collector stored
   * @throws ApiError `API400` (no request sent) for an empty or too large batch; the API's errors
   *   otherwise (`API400` when an event fails its checks, nothing stored)
   */
  sendEvents(events: readonly ExperimentEventBody[]): Promise<number>;
}

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/**
 * Creates the decision engine client (spec 2 §7, spec 3 §7) on an API client.
 * @param options.brand the `{brand}` path segment, e.g. `alpine`
 */
export function createDecisionService(
  client: ApiClient,
  options: { brand: string },
): DecisionService {
  const path = decidePath(options.brand);
  const eventsPath = experimentEventsPath(options.brand);
  const invalid = (serverMessage: string, url = path) =>
    new ApiError({
      status: 400,
      errorId: 'API400',
      message: messageForError('API400'),
      serverMessage,
      method: 'POST',
      url,
    });

  return {
    async decide(request) {
      if (!nonEmpty(request.customerId) && !nonEmpty(request.monetateId)) {
        throw invalid('customerId or monetateId must be a non-empty string');
      }
      const events = request.events ?? [];
      if (!events.every((event) => nonEmpty(event?.eventType))) {
        throw invalid('every event needs an eventType');
      }
      const body = {
        ...(nonEmpty(request.customerId) ? { customerId: request.customerId } : {}),
        ...(nonEmpty(request.monetateId) ? { monetateId: request.monetateId } : {}),
        channel: request.channel ?? 'ECOMM',
        events,
      };
      const data = await client.post<unknown>(path, body);
      const parsed = decideResponseSchema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError({
          status: 200,
          errorId: 'GEN500',
          message: messageForError('GEN500'),
          serverMessage: `Invalid decision answer: ${parsed.error.issues[0]?.message}`,
          method: 'POST',
          url: path,
        });
      }
      return parsed.data.decisions;
    },
    async sendEvents(events) {
      if (events.length === 0 || events.length > experimentBatchMax) {
        throw invalid(`a batch holds 1 to ${experimentBatchMax} events`, eventsPath);
      }
      const data = await client.post<unknown>(eventsPath, { events });
      const parsed = experimentEventsResponseSchema.safeParse(data);
      return parsed.success ? parsed.data.accepted : events.length;
    },
  };
}
