import {
  type DecideResponse,
  decidePathTemplate,
  decideRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { decide } from '../decisions/decide';
import { ApiHttpError } from '../errors';

/**
 * Registers the decision engine, POST /api/engine/v1/decide/{brand} (spec 2 §7, spec 3 §7):
 * for each experience of the brand (only those named by a `monetate:decision:DecisionRequest`
 * event's `experienceIds` when present) the variant assigned to the shopper by a hash of
 * `customerId` (else `monetateId`) and the experience id, as a decision result of spec 3 §3.
 * A brand without experiences answers `{ decisions: [] }`.
 * Errors: 400 `API400` for an invalid body (no shopper id, bad channel, events not a list).
 */
export function registerDecisionRoutes(app: FastifyInstance, options: { db: Database }): void {
  app.post<{ Params: { brand: string } }>(
    decidePathTemplate.replace('{brand}', ':brand'),
    async (request): Promise<DecideResponse> => {
      const parsed = decideRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ApiHttpError(
          400,
          'API400',
          `Invalid body ${issue?.path.join('.')}: ${issue?.message}`,
        );
      }
      return decide(options.db, request.params.brand, parsed.data);
    },
  );
}
