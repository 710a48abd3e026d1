'use server';

import { ApiError, type EnrollmentProfile } from '@storefront/commerce';
import { createConsumerService } from '@storefront/commerce/server';
import * as z from 'zod';
import { type ActionResult, serverCall } from '../server/serverCall';
import { enrollmentProfileOf } from './enrollmentProfile';

/**
 * The enrolment Server Actions (spec 2 §2 complete-profile steps, spec 3 §4 loyalty sign-up),
 * through `serverCall` with the signed-in consumer's token. They answer the profile as the
 * flow reads it ({@link EnrollmentProfile}: no addresses or spend), or the failure's code.
 */

const text = z.string().trim().max(100).optional();
const saveInput = z.object({
  details: z
    .object({
      phone: text,
      firstName: text,
      lastName: text,
      postalCode: text,
      birthDate: text,
    })
    .optional(),
  interests: z.string().max(500).optional(),
});

/**
 * Saves details of the signed-in profile (PUT /consumers-v3/consumer; empty values are
 * skipped, spec 2 §5). @returns `{ ok: true, profile }`, or `AUT442` phone in use, `PRO400`
 * / `PRO410` birth date, `AUT401` signed out, `API400` bad input
 */
export async function saveEnrollmentAction(
  input: unknown,
): Promise<ActionResult<{ profile: EnrollmentProfile }>> {
  const parsed = saveInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'API400', message: 'Invalid request.' };
  const { details, interests } = parsed.data;
  return serverCall('enrollment.save', async ({ client, token, session }) => {
    if (!session.signedIn) return { ok: false, code: 'AUT401', message: 'Not signed in.' };
    const profile = await createConsumerService(client, { accessToken: token }).updateProfile({
      consumerProfile: {
        ...(details ? { consumerDetails: details } : {}),
        ...(interests !== undefined ? { preferences: { interests } } : {}),
      },
    });
    return { profile: enrollmentProfileOf(profile) };
  });
}

/**
 * Loyalty sign-up (spec 3 §4): the profile updated with a Loyalty enrolment (opt-in, the
 * request's country and channel). @returns `{ ok: true, profile }` (now a member)
 */
export async function joinLoyaltyAction(): Promise<ActionResult<{ profile: EnrollmentProfile }>> {
  return serverCall('enrollment.joinLoyalty', async ({ client, token, session, locale }) => {
    if (!session.signedIn) return { ok: false, code: 'AUT401', message: 'Not signed in.' };
    const profile = await createConsumerService(client, { accessToken: token }).updateProfile({
      consumerProfile: {
        enrollments: [
          { type: 'Loyalty', optin: true, country: locale.siteId.toUpperCase(), channel: 'ECOMM' },
        ],
      },
    });
    return { profile: enrollmentProfileOf(profile) };
  });
}

const lookupInput = z.object({ email: z.string().trim().min(1).max(100) });

/**
 * The enrolment lookup step (spec 2 §2 "lookup"; spec 2 §7): GET /consumers-v3/consumer/lookup
 * by email with the shopper's token (a guest's). @returns `{ ok: true, exists, hasPassword }`
 * (unknown: `CCN404` answers `exists: false`), or the failure (rate limited, `API400` bad input)
 */
export async function lookupConsumerAction(
  input: unknown,
): Promise<ActionResult<{ exists: boolean; hasPassword: boolean }>> {
  const parsed = lookupInput.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'API400', message: 'Invalid request.' };
  return serverCall('enrollment.lookup', async ({ client, token }) => {
    try {
      const found = await createConsumerService(client, { accessToken: token }).lookup({
        email: parsed.data.email,
      });
      return { exists: true, hasPassword: found.hasPassword };
    } catch (error) {
      if (error instanceof ApiError && error.errorId === 'CCN404') {
        return { exists: false, hasPassword: false };
      }
      throw error;
    }
  });
}

/**
 * The signed-in consumer's profile as the enrolment flow reads it, for a client step that has
 * just signed in or up (spec 2 §2: the flow goes on with the remaining steps).
 * @returns `{ ok: true, profile }`, or `AUT401` signed out
 */
export async function enrollmentProfileAction(): Promise<
  ActionResult<{ profile: EnrollmentProfile }>
> {
  return serverCall('enrollment.profile', async ({ client, token, session }) => {
    if (!session.signedIn) return { ok: false, code: 'AUT401', message: 'Not signed in.' };
    const profile = await createConsumerService(client, { accessToken: token }).getProfile();
    return { profile: enrollmentProfileOf(profile) };
  });
}
