import type { RetrieveUserDataRequest, RetrieveUserDataResponse } from '@storefront/api-contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type ConsumerRow, consumers } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { listInstruments } from './paymentInstruments';
import { toProfile } from './profile';

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

/**
 * POST /consumer/retrieveUserData by the signed-in consumer with their own `consumerId` and
 * e-mail ("retrieve my data", spec 2 §7; issue scope 2): the prefill details of
 * {@link retrieveUserData} plus `personalData`, a copy of what the store holds about them
 * (birth date, addresses, preferences, subscriptions, loyalty membership, saved payment
 * instruments masked, creation date). Passwords, tokens and card numbers are never in it.
 * @returns null when the pair is not the caller's own (the caller then gets the prefill
 * answer, i.e. 404 `CCN404` for an account that has a password)
 */
export async function retrieveOwnUserData(
  db: Database,
  consumer: ConsumerRow,
  body: RetrieveUserDataRequest,
): Promise<RetrieveUserDataResponse | null> {
  if (
    consumer.id !== body.consumerId.trim() ||
    !consumer.login ||
    consumer.login !== body.email.trim().toLowerCase()
  ) {
    return null;
  }
  const profile = await toProfile(db, consumer, false);
  const instruments = await listInstruments(db, consumer.id);
  const { firstName, lastName, phone, postalCode, birthDate, gender } = consumer.details;
  return {
    email: consumer.login,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(phone ? { phone } : {}),
    ...(postalCode ? { postalCode } : {}),
    personalData: {
      consumerId: consumer.id,
      consumerType: consumer.type,
      ...(birthDate ? { birthDate } : {}),
      ...(gender ? { gender } : {}),
      addresses: profile.consumerDetails.address,
      preferences: profile.preferences,
      subscriptions: profile.subscriptions,
      isLoyaltyMember: consumer.isLoyaltyMember,
      ...(profile.memberId ? { memberId: profile.memberId } : {}),
      ...(profile.loyaltyOptInDate ? { loyaltyOptInDate: profile.loyaltyOptInDate } : {}),
      paymentInstruments: instruments.map((i) => ({
        paymentMethodId: i.paymentMethodId,
        cardType: i.card.cardType,
        lastFour: i.card.lastFour,
        holderName: i.card.holderName,
      })),
      createdAt: consumer.createdAt.toISOString(),
    },
  };
}
