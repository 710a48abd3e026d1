import 'server-only';
import type { RetrieveUserDataResponse, StorefrontLocale } from '@storefront/api-contract';
import {
  ApiError,
  type SignUpQuery,
  type SignUpValues,
  signUpPrefillOf,
} from '@storefront/commerce';
import { createAuthService, createConsumerService } from '@storefront/commerce/server';
import { serverCall } from '../server/serverCall';

/**
 * The sign-up page's prefill (spec 3 §2 "Sign-up page": `consumerId` and `email` prefill a
 * consumer; spec 3 §7 "Consumer calls": retrieve user data by consumerId and email), for the
 * page's server component: with both in the query, POST /consumers-v3/consumer/retrieveUserData
 * through {@link serverCall}. A server component writes no cookie, so the call carries the
 * session's token while fresh, else a one-time guest token that is not kept.
 * @returns the form's prefill: the profile's email, names, phone and postal code; for an unknown
 *   pair (`CCN404`), a failed call or no `consumerId`, only the query's email (no error shown;
 *   a failure other than CCN404 is logged by `serverCall`)
 */
export async function readSignUpPrefill(
  locale: StorefrontLocale,
  query: Pick<SignUpQuery, 'consumerId' | 'email'>,
): Promise<Partial<SignUpValues>> {
  const { consumerId, email } = query;
  if (!consumerId || !email) return signUpPrefillOf(query, null);
  const result = await serverCall<{ details: RetrieveUserDataResponse | null }>(
    'signUp.prefill',
    async ({ client, session }) => {
      const accessToken =
        session.fresh && session.accessToken
          ? session.accessToken
          : (await createAuthService(client).guestToken())?.accessToken;
      if (!accessToken) return { ok: false, code: 'AUT401', message: 'No shopper token.' };
      try {
        const consumers = createConsumerService(client, { accessToken });
        return { details: await consumers.retrieveUserData({ consumerId, email }) };
      } catch (error) {
        if (error instanceof ApiError && error.errorId === 'CCN404') return { details: null };
        throw error;
      }
    },
    { locale, token: false },
  );
  return signUpPrefillOf(query, result.ok ? result.details : null);
}
