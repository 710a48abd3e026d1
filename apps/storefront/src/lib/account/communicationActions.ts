'use server';

import { type Subscription, smsSubscriptionRequestSchema } from '@storefront/api-contract';
import { createConsumerService } from '@storefront/commerce/server';
import * as z from 'zod';
import { type ActionResult, serverCall } from '../server/serverCall';

/**
 * The communication page's Server Action (spec 2 §3 subscriptions, §7 GET, PUT, POST
 * /consumer/subscription) through `serverCall`. It answers `{ ok: true, subscriptions }` or
 * the failure's code and message; it never throws.
 */

const changesInput = z
  .array(
    z.object({ method: z.enum(['POST', 'PUT']), request: smsSubscriptionRequestSchema }).strict(),
  )
  .min(1)
  .max(3);

/**
 * Sends the subscription changes of the communication page in order (`subscriptionChangesOf`
 * of `@storefront/commerce`: POST opts in pending the double opt-in, PUT changes) for the
 * signed-in consumer.
 * @param input `SubscriptionChange[]` (1 to 3)
 * @returns `{ ok: true, subscriptions }` (every subscription after the last change), or
 * `API400` bad input, no phone for an SMS opt-in, the loyalty newsletter of a non-member;
 * `AUT401` signed out
 */
export async function saveSubscriptionsAction(
  input: unknown,
): Promise<ActionResult<{ subscriptions: Subscription[] }>> {
  const parsed = changesInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'API400', message: 'Invalid request.' };
  const changes = parsed.data;
  return serverCall('account.subscriptions', async ({ client, token }) => {
    const consumer = createConsumerService(client, { accessToken: token });
    let subscriptions: Subscription[] = [];
    for (const { method, request } of changes) {
      subscriptions = await consumer.setSmsSubscription(request, method);
    }
    return { subscriptions };
  });
}
