import 'server-only';
import type { ConsumerProfile } from '@storefront/api-contract';
import type { EnrollmentProfile } from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import { serverCall } from '../server/serverCall';

/** The part of a profile the enrolment flow reads (no addresses, spend or ids). */
export function enrollmentProfileOf(profile: ConsumerProfile): EnrollmentProfile {
  const d = profile.consumerDetails;
  return {
    consumerDetails: {
      email: d.email,
      phone: d.phone,
      firstName: d.firstName,
      lastName: d.lastName,
      postalCode: d.postalCode,
      birthDate: d.birthDate,
    },
    isLoyaltyMember: profile.isLoyaltyMember,
    preferences: { interests: profile.preferences?.interests ?? '' },
  };
}

/**
 * The signed-in consumer's profile for a server component (GET /consumers-v3/consumer, read
 * mode: no cookie written). @returns the profile, or null (signed out, or the call failed)
 */
export async function readEnrollmentProfile(): Promise<EnrollmentProfile | null> {
  const result = await serverCall<{ profile: EnrollmentProfile }>(
    'enrollment.profile',
    async ({ client, token, session }) => {
      if (!session.signedIn) return { ok: false, code: 'AUT401', message: 'Not signed in.' };
      const profile = await createConsumerService(client, { accessToken: token }).getProfile();
      return { profile: enrollmentProfileOf(profile) };
    },
    { mode: 'read' },
  );
  return result.ok ? result.profile : null;
}
