import {
  consumerNotificationRequestSchema,
  consumerPaths,
  contactUsRequestSchema,
  eventRegistrationRequestSchema,
  resendGiftCardEmailRequestSchema,
  retrieveUserDataRequestSchema,
  warrantyRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertEmail } from '../../auth/rules';
import { resolveShopperSession } from '../../auth/shopper';
import { shopperRateLimit } from '../../auth/shopperRateLimit';
import { findConsumer } from '../../auth/tokens';
import { parseBody } from '../../catalog/http';
import { retrieveOwnUserData, retrieveUserData } from '../../consumers/prefill';
import {
  recordRequest,
  recordWarranty,
  registerForEvent,
  updateNotificationSettings,
} from '../../consumers/requests';
import { requireRegistered, requireShopper } from '../../consumers/session';
import { listContactCategories, submitContactRequest } from '../../contactus/repository';
import type { Database } from '../../db/client';
import { resendGiftCardEmail } from '../../orders/giftCardEmail';
import { rateLimitPreHandler } from '../../plugins/rateLimits';
import { lookupRateLimit } from './profile';

/** The request's `locale` query (BCP 47 tag; the contract plugin has checked it). */
const localeOf = (request: FastifyRequest) =>
  (request.query as Record<string, string | undefined>).locale ?? 'en-US';

/** Prefill reads allowed per consumer id in 15 minutes, whoever asks. */
export const prefillCallsPerConsumer = 10;

function consumerIdOf(request: FastifyRequest): string {
  const value = (request.body as { consumerId?: unknown } | null | undefined)?.consumerId;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

const receipt = (requestId: string) => ({ requestId, status: 'RECEIVED' as const });

/**
 * Recorded consumer-service submissions and contact us (spec 2 §7, spec 3 §3 "Event
 * registration payload"). Submissions are stored (`consumer_requests`, `contact_requests`).
 * - POST /consumer/resendGiftCardEmail, PUT /consumer/notification: signed in (AUT401 /
 *   AUT432); bad email AUT453. The resend needs the consumer's own placed order holding an
 *   e-gift card (404 OHS4004 / 404 ORD404 / 409 ORD409, `orders/giftCardEmail.ts`) and
 *   mails it again through the outbox.
 * - POST /consumer/retrieveUserData `{ consumerId, email }` (spec 3 §2, §7): any shopper token
 *   (none → AUT401), rate-limited like the lookup ({@link lookupRateLimit} per shopper) and
 *   {@link prefillCallsPerConsumer} per consumer id in 15 minutes, then 429 `API429`; the prefill details of a passwordless profile, else 404 `CCN404`. The signed-in consumer with
 *   their own pair gets their data with `personalData` (retrieve my data).
 * - POST /consumer/event-registration: any shopper; terms not accepted → 400 `API400`;
 *   email AUT453; the same email and event again answers the first registration (200).
 * - POST /consumer/warranty: any shopper; unknown product 404 `API404`; email AUT453.
 * - POST /contactus → 201 `{ caseId }`; unknown category or subject 400 `API400`; email
 *   AUT453. GET /contactus/categorySubject: categories in the locale's language.
 */
export function registerRequestRoutes(app: FastifyInstance, db: Database): void {
  // A new guest token resets the per-shopper count, so the prefill is limited per consumer id
  // too: one known id cannot have e-mails tried against it in bulk (429 API429).
  const prefillPerConsumerLimit = rateLimitPreHandler(app, [
    {
      max: prefillCallsPerConsumer,
      timeWindowMs: 15 * 60_000,
      key: (request) => `prefill:${consumerIdOf(request)}`,
    },
  ]);
  app.post(consumerPaths.resendGiftCardEmail, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(resendGiftCardEmailRequestSchema, request);
    if (body.recipientEmail) assertEmail(body.recipientEmail);
    await resendGiftCardEmail(db, consumer.id, body);
    return receipt(await recordRequest(db, consumer.id, 'resendGiftCardEmail', body));
  });

  app.post(
    consumerPaths.retrieveUserData,
    {
      config: {
        rateLimit: shopperRateLimit(db, lookupRateLimit.max, lookupRateLimit.windowMs),
      },
      preHandler: prefillPerConsumerLimit,
    },
    async (request) => {
      const shopper = await requireShopper(db, request);
      const body = parseBody(retrieveUserDataRequestSchema, request);
      // The signed-in consumer's own pair: their data (retrieve my data); else the prefill.
      if (shopper.consumerType !== 'GUEST') {
        const consumer = await findConsumer(db, shopper.consumerId);
        const own = consumer ? await retrieveOwnUserData(db, consumer, body) : null;
        if (own) return own;
      }
      return retrieveUserData(db, body);
    },
  );

  app.put(consumerPaths.notification, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(consumerNotificationRequestSchema, request);
    return { notification: await updateNotificationSettings(db, consumer.id, body) };
  });

  app.post(consumerPaths.eventRegistration, async (request, reply) => {
    const shopper = await resolveShopperSession(db, request);
    const body = parseBody(eventRegistrationRequestSchema, request);
    const { id, created } = await registerForEvent(db, shopper?.consumerId ?? null, body);
    if (created) reply.code(201);
    return receipt(id);
  });

  app.post(consumerPaths.warranty, async (request, reply) => {
    const shopper = await resolveShopperSession(db, request);
    const body = parseBody(warrantyRequestSchema, request);
    const id = await recordWarranty(db, shopper?.consumerId ?? null, body);
    reply.code(201);
    return receipt(id);
  });

  app.get(consumerPaths.contactUsCategories, async (request) => ({
    categories: await listContactCategories(db, localeOf(request)),
  }));

  app.post(consumerPaths.contactUs, async (request, reply) => {
    const shopper = await resolveShopperSession(db, request);
    const body = parseBody(contactUsRequestSchema, request);
    const caseId = await submitContactRequest(
      db,
      shopper?.consumerId ?? null,
      localeOf(request),
      body,
    );
    reply.code(201);
    return { caseId };
  });
}
