import {
  type DecideResponse,
  decidePathTemplate,
  decideRequestSchema,
  decisionRequestEventType,
  type PersonalisationDecisionResult,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { assignVariant } from '../decisions/assign';
import { listExperiences } from '../decisions/repository';
import { ApiHttpError } from '../errors';

function requestedExperienceIds(events: readonly Record<string, unknown>[]): Set<string> | null {
  const request = events.find((event) => event.eventType === decisionRequestEventType);
  const ids = request?.experienceIds;
  if (!Array.isArray(ids)) return null;
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}

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
      const body = parsed.data;
      const shopperId = body.customerId ?? body.monetateId ?? '';
      const wanted = requestedExperienceIds(body.events);
      const experiences = await listExperiences(options.db, request.params.brand);
      const decisions: PersonalisationDecisionResult[] = [];
      for (const experience of experiences) {
        if (wanted && !wanted.has(experience.id)) continue;
        const variant = assignVariant(shopperId, experience.id, experience.variants);
        if (!variant) continue;
        decisions.push({
          experience_id: experience.id,
          experience_name: experience.name,
          experience_label: experience.label,
          variant_label: variant.label,
          actionId: experience.actionId,
          component: experience.component,
          items: variant.items,
        });
      }
      return { decisions };
    },
  );
}
