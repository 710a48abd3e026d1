import 'server-only';
import type { ConsumerProfile } from '@storefront/api-contract';
import { isPartiallyEnrolled } from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import type { AccountSummary } from '../../components/Account';
import { serverCall } from '../server/serverCall';
import { enrollmentProfileOf } from './enrollmentProfile';

/** The account page's summary of a profile: name (first name, else email), loyalty, points. */
export function accountSummaryOf(profile: ConsumerProfile): AccountSummary {
  const { firstName, email } = profile.consumerDetails;
  const points = profile.loyaltySummary?.points.balance;
  return {
    name: firstName?.trim() || email || '',
    isLoyaltyMember: profile.isLoyaltyMember,
    ...(points !== undefined ? { points } : {}),
    partiallyEnrolled: isPartiallyEnrolled(enrollmentProfileOf(profile)),
  };
}

/**
 * The signed-in consumer's account summary for a server component (GET
 * /consumers-v3/consumer with the loyalty summary, read mode: no cookie written).
 * @returns the summary, or null (signed out, or the call failed)
 */
export async function readAccountSummary(): Promise<AccountSummary | null> {
  const result = await serverCall<{ summary: AccountSummary }>(
    'account.summary',
    async ({ client, token, session }) => {
      if (!session.signedIn) return { ok: false, code: 'AUT401', message: 'Not signed in.' };
      const profile = await createConsumerService(client, { accessToken: token }).getProfile(true);
      return { summary: accountSummaryOf(profile) };
    },
    { mode: 'read' },
  );
  return result.ok ? result.summary : null;
}
