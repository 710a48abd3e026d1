'use server';

import { findLocale } from '@storefront/api-contract';
import type {
  EventRegistrationPayload,
  FormsProfile,
  NewsletterSubscription,
} from '@storefront/blocks/services';
import { ApiError, messageForError } from '@storefront/commerce';
import { createApiClient, createConsumerService } from '@storefront/commerce/server';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import * as z from 'zod';
import { brand } from '../brand';
import { apiBaseUrl } from '../content';
import { serverCall } from '../server/serverCall';
import { logEvent } from '../serverLog';

/**
 * The cookie holding the shopper's access token (httpOnly, set by the sign-in flow; design.md:
 * tokens never reach client JS). Without it the shopper is a guest.
 */
const accessTokenCookie = 'accessToken';

/** What a form action answers: server action errors are masked in production, so no throw. */
export type FormActionResult = { ok: true } | { ok: false; message: string };

async function consumerServiceFor(localePath: string) {
  const locale = findLocale(localePath);
  if (!locale) throw new Error(`Unknown locale path: ${localePath}`);
  const token = (await cookies()).get(accessTokenCookie)?.value;
  const client = createApiClient({ baseUrl: apiBaseUrl, locale, brand, timeoutMs: 5000 });
  return { token, consumer: createConsumerService(client, { accessToken: token ?? '' }) };
}

/** The `shell` words of a form action's answer, in the locale's language. */
const formWords = (localePath: string) =>
  getTranslations({ locale: localePath, namespace: 'shell.forms' });

async function failure(
  event: string,
  error: unknown,
  localePath: string,
): Promise<FormActionResult> {
  const message =
    error instanceof ApiError
      ? error.message
      : error instanceof z.ZodError
        ? (await formWords(localePath))('invalid')
        : messageForError('GEN500', undefined, { locale: localePath });
  logEvent({ level: 'warn', event, error });
  return { ok: false, message };
}

/**
 * The signed-in consumer for the event join form (server action): GET /consumers-v3/consumer
 * with the access token cookie. A guest (no token, or the API answers 401/403: AUT401, AUT432,
 * AUT498) gets `null`, so the event sign-up starts at step 1 (spec 3 §2 Modals).
 * @param localePath the storefront locale path, e.g. `en-us`
 */
export async function loadFormsProfile(localePath: string): Promise<FormsProfile | null> {
  const { token, consumer } = await consumerServiceFor(localePath);
  if (!token) return null;
  try {
    const profile = await consumer.getProfile();
    const details = profile.consumerDetails;
    if (profile.consumerType === 'GUEST' || !details.email) return null;
    return {
      email: details.email,
      firstName: details.firstName ?? '',
      lastName: details.lastName ?? '',
      gender: details.gender ?? '',
      phoneNumber: details.phone ?? '',
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

const registrationSchema = z.object({
  email: z.string().email().max(100),
  firstName: z.string().max(60),
  lastName: z.string().max(60),
  gender: z.string().max(20),
  phoneNumber: z.string().max(30),
  attendingDays: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .min(1)
    .max(31),
  eventId: z.string().min(1).max(100),
  eventTermsAccepted: z.literal(true),
  plusOne: z.boolean(),
  plusOneName: z.string().max(30).optional(),
  registrationTimestamp: z.string().datetime(),
});

/**
 * Registers for an event (server action): POST /consumers-v3/consumer/event-registration with
 * the spec 3 §3 payload (and the access token when signed in). Failures answer the message to
 * show (spec 3 §8 "a dismissible error alert with the error message"): the API's (`API400`
 * terms, `AUT453` email) or the generic one.
 */
export async function registerEventAction(
  localePath: string,
  payload: EventRegistrationPayload,
): Promise<FormActionResult> {
  try {
    const body = registrationSchema.parse(payload);
    const { consumer } = await consumerServiceFor(localePath);
    const { plusOneName: _name, ...contract } = body;
    await consumer.registerForEvent({
      ...contract,
      ...(body.gender ? { gender: body.gender } : {}),
      ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
    });
    return { ok: true };
  } catch (error) {
    return failure('eventRegistration.failed', error, localePath);
  }
}

/**
 * Subscribes to the newsletter (server action; spec 3 §5 "Newsletter": email valid, policy
 * accepted), for guests and members alike: POST /consumers-v3/consumer/subscription/newsletter
 * through `serverCall` (a guest without a session gets a guest token), stored on the shopper's
 * consumer. Errors answer the message to show (spec 3 §8 "Newsletter error: shows the message").
 */
export async function subscribeNewsletterAction(
  localePath: string,
  input: NewsletterSubscription,
): Promise<FormActionResult> {
  const parsed = z
    .object({
      email: z.string().email().max(100),
      policyAccepted: z.literal(true),
      source: z.string().max(100).optional(),
    })
    .safeParse(input);
  if (!parsed.success) return { ok: false, message: (await formWords(localePath))('invalid') };
  const locale = findLocale(localePath);
  const result = await serverCall(
    'newsletter.subscribe',
    async ({ client, token }) => {
      await createConsumerService(client, { accessToken: token }).subscribeNewsletter(
        parsed.data.source
          ? { ...parsed.data, policyAccepted: true, source: parsed.data.source }
          : { email: parsed.data.email, policyAccepted: true },
      );
      return {};
    },
    locale ? { locale } : {},
  );
  return result.ok ? { ok: true } : { ok: false, message: result.message };
}
