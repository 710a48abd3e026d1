import {
  emailSubscriptionTypes,
  type lookupResponseSchema,
  type smsSubscriptionRequestSchema,
} from '@storefront/api-contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { clockOf } from '../auth/clock';
import { assertEmail, type SitePhone, storedPhone } from '../auth/rules';
import type { Database } from '../db/client';
import { type ConsumerRow, consumers, type SubscriptionRecord } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';

/** A subscription change (spec 2 §7 consumer subscription), as parsed: SMS or EMAIL. */
export type SmsSubscriptionChange = z.output<typeof smsSubscriptionRequestSchema>;

/** The answer of the lookup step (spec 2 §2). */
export type LookupResponse = z.output<typeof lookupResponseSchema>;

const sameType = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Sets one of a consumer's subscriptions (spec 2 §3 subscriptions, §7 consumer subscription).
 * SMS (the default channel): keeps the phone number given (normalised) on the profile. EMAIL
 * (spec 3 §3: `Newsletter`, `LoyaltyNewsletter`): at the account's e-mail (`recipient`), the
 * loyalty newsletter for loyalty members only. A new opt-in (`confirmNew`, POST) waits for its
 * double opt-in; a changed one (PUT) keeps the confirmation it had; an opt-out clears it.
 * @returns the consumer's subscriptions after the change
 * @throws ApiHttpError 400 `API400` for an SMS opt-in without a phone number, an unknown
 * e-mail type, or a loyalty newsletter opt-in of a non-member
 */
export async function upsertSubscription(
  db: Database,
  consumer: ConsumerRow,
  change: SmsSubscriptionChange,
  confirmNew: boolean,
  sitePhone: SitePhone = { entries: [] },
): Promise<SubscriptionRecord[]> {
  const email = change.channel === 'EMAIL';
  const type = email ? emailSubscriptionTypes.find((t) => sameType(t, change.type)) : change.type;
  if (!type) throw new ApiHttpError(400, 'API400', `Unknown e-mail subscription: ${change.type}`);
  if (email && type === 'LoyaltyNewsletter' && change.optin && !consumer.isLoyaltyMember) {
    throw new ApiHttpError(400, 'API400', 'The loyalty newsletter is for loyalty members');
  }
  const phone =
    !email && change.phone ? storedPhone(change.phone, sitePhone) : consumer.details.phone;
  if (!email && change.optin && !phone) {
    throw new ApiHttpError(400, 'API400', 'An SMS subscription needs a phone number');
  }
  const login = consumer.login ?? undefined;
  const isThis = (s: SubscriptionRecord) =>
    s.channel === change.channel &&
    sameType(s.type, type) &&
    (!email || (s.recipient ?? login) === login);
  const previous = consumer.subscriptions.find(isThis);
  const now = clockOf(db)();
  const subscriptions: SubscriptionRecord[] = [
    ...consumer.subscriptions.filter((s) => !isThis(s)),
    {
      channel: change.channel,
      type,
      optin: change.optin,
      doubleOptin: change.optin && (confirmNew ? false : (previous?.doubleOptin ?? false)),
      ...(email && login ? { recipient: login } : {}),
      ...(email && change.optin ? { optinDate: now.toISOString() } : {}),
    },
  ];
  await db
    .update(consumers)
    .set({
      subscriptions,
      ...(!email ? { details: { ...consumer.details, ...(phone ? { phone } : {}) } } : {}),
      updatedAt: now,
    })
    .where(eq(consumers.id, consumer.id));
  return subscriptions;
}

/**
 * The lookup step of spec 2 §2: whether a registered (not guest) account has this e-mail
 * (case-insensitive) or phone number (normalised), and what it offers.
 * @throws ApiHttpError 404 `CCN404` for an unknown customer
 */
export async function lookupConsumer(
  db: Database,
  query: { email?: string; phone?: string },
  sitePhone: SitePhone = { entries: [] },
): Promise<LookupResponse> {
  const condition = query.email
    ? eq(consumers.login, query.email.trim().toLowerCase())
    : sql`${consumers.details}->>'phone' = ${storedPhone(query.phone ?? '', sitePhone)}`;
  const [row] = await db
    .select()
    .from(consumers)
    .where(and(ne(consumers.type, 'GUEST'), condition));
  if (!row || row.type === 'GUEST') throw new ApiHttpError(404, 'CCN404', 'Unknown customer');
  return {
    exists: true as const,
    isLoyaltyMember: row.isLoyaltyMember,
    hasPassword: row.passwordHash !== null,
    consumerType: row.type,
  };
}

/**
 * Newsletter sign-up for guests and members (spec 3 §5 "Newsletter", §3 subscriptions): the
 * shopper's consumer (a guest's too) gets an EMAIL `Newsletter` subscription for `email`,
 * opted in now, replacing the one it had for that address. Stored for real: the profile's
 * subscriptions list it.
 * @returns the consumer's subscriptions after the change
 * @throws ApiHttpError 400 `AUT453` not an email
 */
export async function subscribeNewsletter(
  db: Database,
  consumer: ConsumerRow,
  body: { email: string; source?: string | undefined },
): Promise<SubscriptionRecord[]> {
  const email = body.email.trim().toLowerCase();
  assertEmail(email);
  const isThis = (s: SubscriptionRecord) =>
    s.channel === 'EMAIL' && s.type === 'Newsletter' && (s.recipient ?? consumer.login) === email;
  const subscriptions: SubscriptionRecord[] = [
    ...consumer.subscriptions.filter((s) => !isThis(s)),
    {
      channel: 'EMAIL',
      type: 'Newsletter',
      optin: true,
      doubleOptin: false,
      recipient: email,
      optinDate: clockOf(db)().toISOString(),
      ...(body.source ? { source: body.source } : {}),
    },
  ];
  await db.update(consumers).set({ subscriptions }).where(eq(consumers.id, consumer.id));
  return subscriptions;
}
