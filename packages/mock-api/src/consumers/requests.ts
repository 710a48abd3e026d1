import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { clockOf } from '../auth/clock';
import type { Database } from '../db/client';
import { consumerRequests } from '../db/consumerSchema';

/** Kinds of consumer-service submissions kept in `consumer_requests`. */
export type ConsumerRequestKind =
  | 'event-registration'
  | 'warranty'
  | 'retrieveUserData'
  | 'resendGiftCardEmail'
  | 'notification';

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
