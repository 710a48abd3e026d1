import type { RetrieveUserDataRequest, RetrieveUserDataResponse } from '@storefront/api-contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ConsumerRow, consumers } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';

/**
 * The consumer a sign-up link was sent to (spec 3 §2 "Sign-up page": `consumerId` and `email`
 * prefill a consumer): a non-guest profile created without a password (e.g. in store) whose id
 * AND login are the pair given. Anything else (unknown id, another consumer's email, a guest,
 * a consumer that already has a password, i.e. an online account) is no match.
 * @param pair the page's `consumerId` and `email` (the email compared lower-cased, trimmed)
 * @returns the consumer row, or null when the pair does not name a passwordless profile
 */
export async function findPasswordlessConsumer(
  db: Database,
  pair: { consumerId: string; email: string },
): Promise<ConsumerRow | null> {
  const [row] = await db
    .select()
    .from(consumers)
    .where(
      and(
        eq(consumers.id, pair.consumerId.trim()),
        eq(consumers.login, pair.email.trim().toLowerCase()),
        ne(consumers.type, 'GUEST'),
        isNull(consumers.passwordHash),
      ),
    );
  return row ?? null;
}

/**
 * POST /consumer/retrieveUserData (spec 3 §7 "Consumer calls": retrieve user data by
 * consumerId and email): the details that prefill the sign-up form of a passwordless profile
 * ({@link findPasswordlessConsumer}) — email, first and last name, phone, postal code; never
 * the birth date, addresses, loyalty or anything else.
 * @throws ApiHttpError 404 `CCN404` when the pair names no passwordless profile (the same
 * answer whatever the reason, so the call tells nothing about other accounts)
 */
export async function retrieveUserData(
  db: Database,
  body: RetrieveUserDataRequest,
): Promise<RetrieveUserDataResponse> {
  const row = await findPasswordlessConsumer(db, body);
  if (!row?.login) throw new ApiHttpError(404, 'CCN404', 'Unknown customer');
  const { firstName, lastName, phone, postalCode } = row.details;
  return {
    email: row.login,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(phone ? { phone } : {}),
    ...(postalCode ? { postalCode } : {}),
  };
}
