import {
  type DecideRequest,
  type DecideResponse,
  decisionRequestEventType,
  type PersonalisationDecisionResult,
} from '@storefront/api-contract';
import type { Database } from '../db/client';
import { assignVariant } from './assign';
import { listExperiences } from './repository';

function requestedExperienceIds(events: readonly Record<string, unknown>[]): Set<string> | null {
  const request = events.find((event) => event.eventType === decisionRequestEventType);
  const ids = request?.experienceIds;
  if (!Array.isArray(ids)) return null;
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}

/**
 * The decisions of a brand for a shopper (spec 3 §3 decision result): each experience asked
 * for by the decision-request event (all when none names them) with the variant
 * {@link assignVariant} gives `customerId` (else `monetateId`); experiences without a variant
 * of positive weight are left out.
 */
export async function decide(
  db: Database,
  brand: string,
  request: DecideRequest,
): Promise<DecideResponse> {
  const shopperId = request.customerId ?? request.monetateId ?? '';
  const wanted = requestedExperienceIds(request.events);
  const decisions: PersonalisationDecisionResult[] = [];
  for (const experience of await listExperiences(db, brand)) {
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
}
