import 'server-only';
import type { ConsumerProfile, SavedPaymentInstrument } from '@storefront/api-contract';
import { createConsumerService } from '@storefront/commerce/server';
import { serverCall } from '../server/serverCall';

/**
 * Reads of the account pages (server components, read mode: the cookie's token when fresh, no
 * cookie written). Each answers `null` when the call fails, and the page shows its error state.
 */

/** The signed-in consumer's profile (GET /consumers-v3/consumer), or null. */
export async function readProfile(): Promise<ConsumerProfile | null> {
  const result = await serverCall<{ profile: ConsumerProfile }>(
    'account.profile',
    async ({ client, token }) => ({
      profile: await createConsumerService(client, { accessToken: token }).getProfile(),
    }),
    { mode: 'read' },
  );
  return result.ok ? result.profile : null;
}

/** The consumer's saved payment instruments of one method, or null. */
export async function readPaymentInstruments(
  paymentMethodId: 'CREDIT_CARD' | 'GIFT_CARD',
): Promise<SavedPaymentInstrument[] | null> {
  const result = await serverCall<{ instruments: SavedPaymentInstrument[] }>(
    'account.paymentInstruments',
    async ({ client, token }) => ({
      instruments: await createConsumerService(client, {
        accessToken: token,
      }).listPaymentInstruments(paymentMethodId),
    }),
    { mode: 'read' },
  );
  return result.ok ? result.instruments : null;
}
