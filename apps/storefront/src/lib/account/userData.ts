import 'server-only';
import type { RetrieveUserDataResponse, StorefrontLocale } from '@storefront/api-contract';
import { createConsumerService } from '@storefront/commerce/server';
import { serverCall } from '../server/serverCall';

/**
 * "Retrieve my data" (spec 2 §7 POST /consumer/retrieveUserData; issue scope 2): the signed-in
 * consumer's own data, asked with their own consumerId and e-mail (read from GET /consumer
 * first), for the profile page's download (a route handler).
 * @returns `{ ok: true, data }`, or `AUT401` signed out, `CCN404` the API does not know the
 * pair (e.g. no e-mail on the profile), `API429` too many requests, `GEN500`
 */
export async function retrieveMyData(locale: StorefrontLocale) {
  return serverCall<{ data: RetrieveUserDataResponse }>(
    'account.retrieveUserData',
    async ({ client, token, session }) => {
      if (!session.signedIn)
        return { ok: false as const, code: 'AUT401', message: 'Not signed in.' };
      const consumer = createConsumerService(client, { accessToken: token });
      const profile = await consumer.getProfile();
      const email = profile.consumerDetails.email;
      if (!email) return { ok: false as const, code: 'CCN404', message: 'Unknown customer' };
      return { data: await consumer.retrieveUserData({ consumerId: profile.consumerId, email }) };
    },
    { locale },
  );
}
