import { channels } from '@storefront/api-contract';
import * as z from 'zod';

/**
 * Path of the decision engine (spec 2 §7 "Decision engine"). The client in
 * `@storefront/commerce` (`personalisation/decisionService.ts`) mirrors these shapes; both
 * belong in `@storefront/api-contract` once it has a personalisation module.
 */
export const decidePath = '/api/engine/v1/decide/:brand';

/** One event of a decision request (spec 3 §7): a type plus free-form fields. */
export const decisionEventSchema = z.looseObject({ eventType: z.string().trim().min(1) });

/**
 * The event that names the experiences to decide (`experienceIds`); without it, every
 * experience of the brand is decided.
 */
export const decisionRequestEventType = 'monetate:decision:DecisionRequest';

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
export interface DecisionResult {
  experience_id: string;
  experience_name: string;
  experience_label: string;
  variant_label: string;
  actionId: string;
  component: string;
  items: unknown[];
}

/** Answer of the decision engine. */
export interface DecideResponse {
  decisions: DecisionResult[];
}
