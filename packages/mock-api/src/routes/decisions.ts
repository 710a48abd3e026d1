import {
  type DecideResponse,
  decidePathTemplate,
  decideRequestSchema,
  type ExperimentEventsResponse,
  experimentEventsPathTemplate,
  experimentEventsRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { parseQuery } from '../catalog/http';
import type { Database } from '../db/client';
import { decide } from '../decisions/decide';
import {
  createDecisionRequestStore,
  type DecisionRequestStore,
} from '../decisions/decisionRequests';
import {
  createExperimentEventStore,
  type ExperimentEventStore,
} from '../decisions/experimentEvents';
import { ApiHttpError } from '../errors';
import { e2ePrefix } from './e2e';

/** Options of {@link registerDecisionRoutes}. */
export interface DecisionRoutesOptions {
  db: Database;
  /** The collector's memory; default: a new one for this server. */
  experimentEvents?: ExperimentEventStore;
  /** The decision requests' memory; default: a new one for this server. */
  decisionRequests?: DecisionRequestStore;
  /**
   * Register the read routes of the collector and the decision requests (test-only, under
   * `/__e2e`). Default: as the e2e
   * routes, `MOCK_API_E2E=1` and `NODE_ENV` other than `production`.
   */
  readable?: boolean;
}

const readQuery = z.looseObject({
  brand: z.string().trim().min(1).max(40),
  userId: z.string().trim().min(1).max(200).optional(),
});

function invalidBody(error: z.ZodError): ApiHttpError {
  const issue = error.issues[0];
  return new ApiHttpError(
    400,
    'API400',
    `Invalid body ${issue?.path.join('.')}: ${issue?.message}`,
  );
}

/**
 * Registers the decision engine (spec 2 §7, spec 3 §7, §9):
 * - POST /api/engine/v1/decide/{brand}: for each experience of the brand (only those named by a
 *   `monetate:decision:DecisionRequest` event's `experienceIds` when present) the variant
 *   assigned to the shopper by a hash of `customerId` (else `monetateId`) and the experience
 *   id, as a decision result of spec 3 §3. A brand without experiences answers
 *   `{ decisions: [] }`. 400 `API400` for an invalid body (no shopper id, bad channel, events
 *   not a list).
 * - POST /api/engine/v1/events/{brand} `{ events }` → 202 `{ accepted }`: the experiment event
 *   collector (spec 3 §9 "Experiment delivery"), one batch of 1 to 10 events, each with a
 *   non-empty `userId`, tags an object, `revenue` an integer, `value` a number (spec 3 §5);
 *   400 `API400` for anything else, and nothing of that batch is stored.
 * - GET /__e2e/experiment-events?brand=&userId= → `{ batches: [{ brand, receivedAt, events }] }`
 *   (test-only, see `readable`): what the collector received, oldest first.
 * - GET /__e2e/decision-requests?brand=&userId= → `{ requests: [{ brand, receivedAt, request }] }`
 *   (test-only, see `readable`): the valid decision requests received, oldest first, of the
 *   shopper whose `customerId` (else `monetateId`) is `userId` when given.
 */
export function registerDecisionRoutes(app: FastifyInstance, options: DecisionRoutesOptions): void {
  const received = options.decisionRequests ?? createDecisionRequestStore();
  app.post<{ Params: { brand: string } }>(
    decidePathTemplate.replace('{brand}', ':brand'),
    async (request): Promise<DecideResponse> => {
      const parsed = decideRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw invalidBody(parsed.error);
      received.record(request.params.brand, parsed.data, new Date());
      return decide(options.db, request.params.brand, parsed.data);
    },
  );

  const store = options.experimentEvents ?? createExperimentEventStore();
  app.post<{ Params: { brand: string } }>(
    experimentEventsPathTemplate.replace('{brand}', ':brand'),
    async (request, reply): Promise<ExperimentEventsResponse> => {
      const parsed = experimentEventsRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw invalidBody(parsed.error);
      store.record(request.params.brand, parsed.data.events, new Date());
      reply.code(202);
      return { accepted: parsed.data.events.length };
    },
  );

  const readable =
    options.readable ?? (process.env.MOCK_API_E2E === '1' && process.env.NODE_ENV !== 'production');
  if (!readable) return;
  app.get(`${e2ePrefix}/experiment-events`, async (request) => {
    const query = parseQuery(readQuery, request);
    return { batches: store.batches(query.brand, query.userId) };
  });
  app.get(`${e2ePrefix}/decision-requests`, async (request) => {
    const query = parseQuery(readQuery, request);
    return { requests: received.requests(query.brand, query.userId) };
  });
}
