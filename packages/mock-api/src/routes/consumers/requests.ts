import {
  consumerNotificationRequestSchema,
  consumerPaths,
  contactUsRequestSchema,
  eventRegistrationRequestSchema,
  findLocaleByTag,
  resendGiftCardEmailRequestSchema,
  warrantyRequestSchema,
} from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertEmail } from '../../auth/rules';
import { resolveShopperSession } from '../../auth/shopper';
import { parseBody } from '../../catalog/http';
import { findEventRegistration, latestRequest, recordRequest } from '../../consumers/requests';
import { requireRegistered } from '../../consumers/session';
import { listContactCategories, saveContactRequest } from '../../contactus/repository';
import type { Database } from '../../db/client';
import { catalogProducts } from '../../db/schema';
import { ApiHttpError } from '../../errors';

const languageOf = (request: FastifyRequest) => {
  const tag = (request.query as Record<string, string | undefined>).locale ?? 'en-US';
  return findLocaleByTag(tag)?.language ?? 'en';
};

const receipt = (requestId: string) => ({ requestId, status: 'RECEIVED' as const });

/**
 * Recorded consumer-service submissions and contact us (spec 2 §7, spec 3 §3 "Event
 * registration payload"). Submissions are stored (`consumer_requests`, `contact_requests`).
 * - POST /consumer/resendGiftCardEmail, /consumer/retrieveUserData, PUT /consumer/notification:
 *   signed in (AUT401 / AUT432); bad email AUT453.
 * - POST /consumer/event-registration: any shopper; terms not accepted → 400 `API400`;
 *   email AUT453; the same email and event again answers the first registration (200).
 * - POST /consumer/warranty: any shopper; unknown product 404 `API404`; email AUT453.
 * - POST /contactus → 201 `{ caseId }`; unknown category or subject 400 `API400`; email
 *   AUT453. GET /contactus/categorySubject: categories in the locale's language.
 */
export function registerRequestRoutes(app: FastifyInstance, db: Database): void {
  app.post(consumerPaths.resendGiftCardEmail, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(resendGiftCardEmailRequestSchema, request);
    if (body.recipientEmail) assertEmail(body.recipientEmail);
    return receipt(await recordRequest(db, consumer.id, 'resendGiftCardEmail', body));
  });

  app.post(consumerPaths.retrieveUserData, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    return receipt(await recordRequest(db, consumer.id, 'retrieveUserData', {}));
  });

  app.put(consumerPaths.notification, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(consumerNotificationRequestSchema, request);
    const previous = await latestRequest(db, consumer.id, 'notification');
    const settings = { ...(previous?.payload ?? {}), ...body };
    await recordRequest(db, consumer.id, 'notification', settings);
    return { notification: settings };
  });

  app.post(consumerPaths.eventRegistration, async (request, reply) => {
    const shopper = await resolveShopperSession(db, request);
    const body = parseBody(eventRegistrationRequestSchema, request);
    assertEmail(body.email);
    if (!body.eventTermsAccepted) {
      throw new ApiHttpError(400, 'API400', 'The event terms must be accepted');
    }
    const existing = await findEventRegistration(db, body.eventId, body.email);
    if (existing) return receipt(existing.id);
    const id = await recordRequest(db, shopper?.consumerId ?? null, 'event-registration', body);
    reply.code(201);
    return receipt(id);
  });

  app.post(consumerPaths.warranty, async (request, reply) => {
    const shopper = await resolveShopperSession(db, request);
    const body = parseBody(warrantyRequestSchema, request);
    assertEmail(body.email);
    const [product] = await db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(eq(catalogProducts.id, body.productId));
    if (!product) throw new ApiHttpError(404, 'API404', `Unknown product ${body.productId}`);
    reply.code(201);
    return receipt(await recordRequest(db, shopper?.consumerId ?? null, 'warranty', body));
  });

  app.get(consumerPaths.contactUsCategories, async (request) => ({
    categories: await listContactCategories(db, languageOf(request)),
  }));

  app.post(consumerPaths.contactUs, async (request, reply) => {
    const shopper = await resolveShopperSession(db, request);
    const body = parseBody(contactUsRequestSchema, request);
    assertEmail(body.email);
    const categories = await listContactCategories(db, languageOf(request));
    const category = categories.find((c) => c.categoryId === body.categoryId);
    if (!category) throw new ApiHttpError(400, 'API400', `Unknown category ${body.categoryId}`);
    if (!category.subjects.some((s) => s.id === body.subjectId)) {
      throw new ApiHttpError(400, 'API400', `Unknown subject ${body.subjectId}`);
    }
    const caseId = await saveContactRequest(db, {
      consumerId: shopper?.consumerId ?? null,
      categoryId: body.categoryId,
      subjectId: body.subjectId,
      email: body.email.trim().toLowerCase(),
      payload: body,
    });
    reply.code(201);
    return { caseId };
  });
}
