import { randomUUID } from 'node:crypto';
import type {
  eventRegistrationRequestSchema,
  warrantyRequestSchema,
} from '@storefront/api-contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { clockOf } from '../auth/clock';
import { assertEmail } from '../auth/rules';
import { requireKnownProduct } from '../catalog/products';
import type { Database } from '../db/client';
import { consumerRequests } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';

/** Kinds of consumer-service submissions kept in `consumer_requests`. */
export type ConsumerRequestKind =
  | 'event-registration'
  | 'warranty'
  | 'resendGiftCardEmail'
  | 'notification'
  | 'sign-up-source';

/** Stores a submission as received; returns its id. */
export async function recordRequest(
  db: Database,
  consumerId: string | null,
  kind: ConsumerRequestKind,
  payload: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  await db
    .insert(consumerRequests)
    .values({ id, consumerId, kind, payload, createdAt: clockOf(db)() });
  return id;
}

/**
 * Where a sign-up came from (spec 3 §2 "Sign-up page" query, spec 3 §7 sign-up fields),
 * kept as a `sign-up-source` submission of the new consumer: the page's `consumerId`,
 * `storeNum` (`source.store`), `enrollment_marketing_source` (`campaignName`), `leadSource`
 * (the `source` header), `referral_code` and the acquisition type. Nothing when none is given.
 */
export async function recordSignUpSource(
  db: Database,
  consumerId: string,
  body: {
    consumerId?: string | undefined;
    source?: { store?: string | undefined } | undefined;
    campaignName?: string | undefined;
    referralCode?: string | undefined;
    acquisitionType?: string | undefined;
  },
  leadSource: string | string[] | undefined,
): Promise<void> {
  const lead = typeof leadSource === 'string' ? leadSource.slice(0, 40) : undefined;
  const payload = Object.fromEntries(
    Object.entries({
      consumerId: body.consumerId,
      storeNum: body.source?.store,
      campaignName: body.campaignName,
      leadSource: lead,
      referralCode: body.referralCode,
      acquisitionType: body.acquisitionType,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (Object.keys(payload).length > 0)
    await recordRequest(db, consumerId, 'sign-up-source', payload);
}

/** The latest submission of a kind by a consumer. */
export async function latestRequest(db: Database, consumerId: string, kind: ConsumerRequestKind) {
  const [row] = await db
    .select()
    .from(consumerRequests)
    .where(and(eq(consumerRequests.consumerId, consumerId), eq(consumerRequests.kind, kind)))
    .orderBy(desc(consumerRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** An event registration for the same event and email, if one exists. */
export async function findEventRegistration(db: Database, eventId: string, email: string) {
  const [row] = await db
    .select()
    .from(consumerRequests)
    .where(
      and(
        eq(consumerRequests.kind, 'event-registration'),
        sql`${consumerRequests.payload}->>'eventId' = ${eventId}`,
        sql`lower(${consumerRequests.payload}->>'email') = ${email.toLowerCase()}`,
      ),
    );
  return row ?? null;
}

/** An event registration (spec 3 §3 "Event registration payload"), as parsed. */
export type EventRegistration = z.output<typeof eventRegistrationRequestSchema>;

/**
 * Registers a shopper (or an anonymous visitor) for an event (spec 2 §7 consumer service);
 * the same e-mail (any case) and event again answers the first registration.
 * @returns the registration id and whether it is new (201) or the earlier one (200)
 * @throws ApiHttpError 400 `AUT453` for a bad e-mail; 400 `API400` when the terms are not
 * accepted
 */
export async function registerForEvent(
  db: Database,
  consumerId: string | null,
  registration: EventRegistration,
): Promise<{ id: string; created: boolean }> {
  assertEmail(registration.email);
  if (!registration.eventTermsAccepted) {
    throw new ApiHttpError(400, 'API400', 'The event terms must be accepted');
  }
  const existing = await findEventRegistration(db, registration.eventId, registration.email);
  if (existing) return { id: existing.id, created: false };
  const id = await recordRequest(db, consumerId, 'event-registration', registration);
  return { id, created: true };
}

/**
 * Records a warranty request (spec 2 §7 consumer service) for a product of the catalogue.
 * @returns the request id
 * @throws ApiHttpError 400 `AUT453` for a bad e-mail; 404 `API404` for an unknown product
 */
export async function recordWarranty(
  db: Database,
  consumerId: string | null,
  warranty: z.output<typeof warrantyRequestSchema>,
): Promise<string> {
  assertEmail(warranty.email);
  await requireKnownProduct(db, warranty.productId);
  return recordRequest(db, consumerId, 'warranty', warranty);
}

/**
 * Merges notification settings into the consumer's latest ones and records them (spec 2 §7
 * consumer notification).
 * @returns the settings now in force
 */
export async function updateNotificationSettings(
  db: Database,
  consumerId: string,
  change: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const previous = await latestRequest(db, consumerId, 'notification');
  const settings = { ...(previous?.payload ?? {}), ...change };
  await recordRequest(db, consumerId, 'notification', settings);
  return settings;
}
