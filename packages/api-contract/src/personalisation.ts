import * as z from 'zod';
import { channels } from './headers';

/**
 * The decision engine contract (spec 2 §7 "Decision engine", spec 3 §3 "Personalisation
 * experience (decision result)", spec 3 §7 decision service call), shared by the mock API and
 * the client in `@storefront/commerce`.
 */

/** Path of the decision engine; `{brand}` is the brand name. */
export const decidePathTemplate = '/api/engine/v1/decide/{brand}';

/** The decide path of a brand, e.g. `/api/engine/v1/decide/alpine`. */
export function decidePath(brand: string): string {
  return decidePathTemplate.replace('{brand}', encodeURIComponent(brand));
}

/** Event type that names the experiences to decide (`experienceIds`); without it, all are. */
export const decisionRequestEventType = 'monetate:decision:DecisionRequest';

/** Event type of the page context (page type and user segments joined by a pipe, spec 3 §9). */
export const pageViewEventType = 'monetate:context:PageView';

/** One event of a decision request (spec 3 §7): a type plus free-form fields. */
export const decisionEventSchema = z.looseObject({ eventType: z.string().trim().min(1) });
/** One event of a decision request. */
export type DecisionEvent = z.output<typeof decisionEventSchema>;

/**
 * Body of POST /api/engine/v1/decide/{brand} (spec 3 §7: customerId, channel, events,
 * monetateId). At least one of `customerId` and `monetateId` identifies the shopper.
 */
export const decideRequestSchema = z
  .object({
    customerId: z.string().trim().min(1).optional(),
    monetateId: z.string().trim().min(1).optional(),
    channel: z.enum(channels),
    events: z.array(decisionEventSchema).default([]),
  })
  .refine((body) => body.customerId !== undefined || body.monetateId !== undefined, {
    message: 'customerId or monetateId is required',
    path: ['customerId'],
  });
/** A decision request body. */
export type DecideRequest = z.output<typeof decideRequestSchema>;

/** One decision (spec 3 §3 "Personalisation experience (decision result)"). */
export const personalisationDecisionSchema = z.object({
  experience_id: z.string(),
  experience_name: z.string(),
  experience_label: z.string(),
  variant_label: z.string(),
  actionId: z.string(),
  component: z.string(),
  items: z.array(z.unknown()),
});
/** One decision result. */
export type PersonalisationDecisionResult = z.output<typeof personalisationDecisionSchema>;

/** Answer of the decision engine. */
export const decideResponseSchema = z.object({ decisions: z.array(personalisationDecisionSchema) });
/** Answer of the decision engine. */
export type DecideResponse = z.output<typeof decideResponseSchema>;

/**
 * Path of the experiment event collector (spec 3 §9 "Experiment delivery"); `{brand}` is the
 * brand name. The delivery queue sends its batches there.
 */
export const experimentEventsPathTemplate = '/api/engine/v1/events/{brand}';

/** The collector path of a brand, e.g. `/api/engine/v1/events/alpine`. */
export function experimentEventsPath(brand: string): string {
  return experimentEventsPathTemplate.replace('{brand}', encodeURIComponent(brand));
}

/** Events in one batch, at most (spec 3 §9: the batch size defaults to 10). */
export const experimentBatchMax = 10;

/**
 * One experiment event (spec 3 §9 "Experiment delivery", inputs of spec 3 §5): the event key,
 * a non-empty user id, the tags as an object, `revenue` an integer and `value` a float when the
 * tags carried them, and the time in epoch ms.
 */
export const experimentEventSchema = z.object({
  key: z.string().trim().min(1).max(100),
  userId: z.string().trim().min(1).max(200),
  tags: z.record(z.string(), z.unknown()),
  revenue: z.number().int().optional(),
  value: z.number().finite().optional(),
  timestamp: z.number().int().nonnegative(),
});
/** One experiment event. */
export type ExperimentEventBody = z.output<typeof experimentEventSchema>;

/** Body of POST /api/engine/v1/events/{brand}: one batch of 1 to {@link experimentBatchMax} events. */
export const experimentEventsRequestSchema = z.object({
  events: z.array(experimentEventSchema).min(1).max(experimentBatchMax),
});
/** A batch of experiment events. */
export type ExperimentEventsRequest = z.output<typeof experimentEventsRequestSchema>;

/** Answer of the collector (202): how many events were stored. */
export const experimentEventsResponseSchema = z.object({ accepted: z.number().int() });
/** Answer of the collector. */
export type ExperimentEventsResponse = z.output<typeof experimentEventsResponseSchema>;

/** Event type of the shopper's IP address (spec 2 §9: a dummy IP on pre-production hosts). */
export const ipAddressEventType = 'monetate:context:IpAddress';

/**
 * Event type of the products a page shows, each `{ productId, idType }` with the id type the
 * configuration sets (spec 2 §9: style id or master id).
 */
export const productViewEventType = 'monetate:context:ProductDetailView';
