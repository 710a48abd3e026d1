import { expiredResetToken, requestHeaders, type SignUpRequest } from '@storefront/api-contract';
import { phoneEntryOf } from '@storefront/api-contract/phone';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newConsumerId, newConsumerNo, newMemberId } from '../consumers/ids';
import { findPasswordlessConsumer } from '../consumers/prefill';
import type { Database } from '../db/client';
import {
  type ConsumerRow,
  consumers,
  passwordResets,
  type SubscriptionRecord,
} from '../db/consumerSchema';
import { countries } from '../db/schema';
import { ApiHttpError } from '../errors';
import { sendMail } from '../mail/outbox';
import { clockOf } from './clock';
import { hashPassword, verifyPassword } from './password';
import { newToken } from './pkce';
import {
  assertBirthDate,
  assertEmail,
  assertNewPassword,
  type SitePhone,
  storedPhone,
} from './rules';
import { findByLogin } from './signin';
import { revokeConsumerTokens } from './tokens';

/** Reset-link lifetime (seconds). */
export const resetLinkSeconds = 60 * 60;
/** Minimal consumer age when the country has none on record. */
export const defaultMinimalAge = 16;

/** The minimal age of the request's site country (utilities i18n, spec 3 §5). */
export async function minimalAgeFor(db: Database, request: FastifyRequest): Promise<number> {
  const site = request.headers[requestHeaders.siteId];
  const code = (Array.isArray(site) ? site[0] : site)?.toUpperCase();
  if (!code) return defaultMinimalAge;
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row?.i18n.minimalAge ?? defaultMinimalAge;
}

/** The request's site country code (the site id header), upper case, if any. */
function siteCountryOf(request: FastifyRequest): string | undefined {
  const site = request.headers[requestHeaders.siteId];
  return (Array.isArray(site) ? site[0] : site)?.toUpperCase();
}

/**
 * The phone context of a request (spec 2 §5): every country's configured dial codes, and the
 * dial code of the site's country (a number typed without its dial code gets that one).
 */
export async function sitePhoneFor(db: Database, request: FastifyRequest): Promise<SitePhone> {
  const rows = await db.select().from(countries);
  const code = siteCountryOf(request);
  const seen = new Set<string>();
  const entries = rows
    .flatMap((row) => row.i18n.phoneCodes)
    .filter((entry) => !seen.has(entry.code) && seen.add(entry.code))
    .map(phoneEntryOf);
  const siteDialCode = rows.find((row) => row.code === code)?.i18n.phoneCodes[0]?.dialCode;
  return siteDialCode ? { entries, siteDialCode } : { entries };
}

/**
 * The subscriptions a sign-up's consents open (spec 3 §3 "Consumer profile", §7): newsletter
 * (EMAIL Newsletter), loyalty newsletter (EMAIL LoyaltyNewsletter) and, with a phone, SMS
 * (MARKETING, waiting for its double opt-in).
 */
export function signUpSubscriptions(body: SignUpRequest, hasPhone: boolean): SubscriptionRecord[] {
  const out: SubscriptionRecord[] = [];
  const consents = body.subscriptions ?? {};
  if (consents.newsletterConsent)
    out.push({ channel: 'EMAIL', type: 'Newsletter', optin: true, doubleOptin: false });
  if (body.loyaltyNewsletterConsent)
    out.push({ channel: 'EMAIL', type: 'LoyaltyNewsletter', optin: true, doubleOptin: false });
  if (consents.smsNotificationConsent && hasPhone)
    out.push({ channel: 'SMS', type: 'MARKETING', optin: true, doubleOptin: false });
  return out;
}

/**
 * Sign-up (spec 2 §3 "Customer (authentication side)", §5): validates, then creates a
 * REGISTERED consumer (a loyalty member with `loyaltyOptIn`). With the sign-up page's
 * `consumerId` (spec 3 §2: `consumerId` and `email` prefill a consumer) naming a profile created
 * without a password whose login is this email ({@link findPasswordlessConsumer}), that profile
 * is completed instead ({@link completePasswordlessProfile}); any other `consumerId` is only
 * recorded, and an email in use still answers AUT439.
 * @throws 400 `AUT453` login not an email; 400 `FE872` / `API400` / `FE340` password rules;
 * 400 `PRO411` birthdate missing for a loyalty sign-up; 400 `PRO410` too young;
 * 409 `AUT439` login already in use; 409 `AUT440` phone already in use; 400 `API400` a phone
 * number without a dial code that can be told.
 */
export async function signUp(
  db: Database,
  body: SignUpRequest,
  minimalAge: number,
  sitePhone: SitePhone = { entries: [] },
): Promise<ConsumerRow> {
  const now = clockOf(db)();
  const login = body.login.trim().toLowerCase();
  assertEmail(login);
  assertNewPassword(body.password, body.confirmPassword);
  assertBirthDate(body.birthdate, {
    required: body.loyaltyOptIn === true || body.loyaltyEnrollment === 'Full',
    minimalAge,
    now,
  });
  const lead = body.consumerId
    ? await findPasswordlessConsumer(db, { consumerId: body.consumerId, email: login })
    : null;
  if (!lead && (await findByLogin(db, login))) {
    throw new ApiHttpError(409, 'AUT439', 'This email is already registered');
  }
  const phone = body.phone ? storedPhone(body.phone, sitePhone) : undefined;
  if (phone) {
    const [taken] = await db
      .select({ id: consumers.id })
      .from(consumers)
      .where(
        and(
          ne(consumers.type, 'GUEST'),
          sql`${consumers.details}->>'phone' = ${phone}`,
          // The profile being completed may already have this phone.
          lead ? ne(consumers.id, lead.id) : undefined,
        ),
      );
    if (taken) throw new ApiHttpError(409, 'AUT440', 'This phone number is already in use');
  }
  if (lead) return completePasswordlessProfile(db, lead, body, phone);
  const loyalty = body.loyaltyOptIn === true || body.loyaltyEnrollment === 'Full';
  const [row] = await db
    .insert(consumers)
    .values({
      id: newConsumerId(),
      type: 'REGISTERED',
      login,
      passwordHash: await hashPassword(body.password),
      consumerNo: newConsumerNo(),
      memberId: loyalty ? newMemberId() : null,
      isLoyaltyMember: loyalty,
      loyaltyOptInDate: loyalty ? now : null,
      loyalty: loyalty
        ? { points: 0, vouchers: [], rewardCodes: [], rewardCards: [], welcomePromo: null }
        : null,
      details: {
        email: login,
        ...(phone ? { phone } : {}),
        ...(body.birthdate ? { birthDate: body.birthdate } : {}),
        ...(body.profile ?? {}),
      },
      subscriptions: signUpSubscriptions(body, Boolean(phone)),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiHttpError(409, 'AUT439', 'This email is already registered');
  return row;
}

/** The sign-up's profile fields that carry a value (an empty field keeps what was stored). */
function filledProfile(profile: SignUpRequest['profile']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(profile ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/**
 * Completes a profile created without a password (spec 3 §2 "Sign-up page" prefill): sets the
 * password, merges the form's details over the stored ones and its consents over the stored
 * subscriptions (the same channel and type replaced), joins the loyalty programme when asked
 * (a member stays one, with its member id); the consumerId and consumerNo stay. Only while the
 * profile still has no password (two sign-ups at once: the second answers AUT439).
 * @param lead the row {@link findPasswordlessConsumer} found for the sign-up's pair
 * @param phone the form's phone in the stored form, if any
 * @throws 409 `AUT439` the profile got a password in the meantime
 */
async function completePasswordlessProfile(
  db: Database,
  lead: ConsumerRow,
  body: SignUpRequest,
  phone: string | undefined,
): Promise<ConsumerRow> {
  const now = clockOf(db)();
  const joins =
    !lead.isLoyaltyMember && (body.loyaltyOptIn === true || body.loyaltyEnrollment === 'Full');
  const added = signUpSubscriptions(body, Boolean(phone ?? lead.details.phone));
  const same = (a: SubscriptionRecord, b: SubscriptionRecord) =>
    a.channel === b.channel && a.type.toLowerCase() === b.type.toLowerCase();
  const [row] = await db
    .update(consumers)
    .set({
      passwordHash: await hashPassword(body.password),
      consumerNo: lead.consumerNo ?? newConsumerNo(),
      ...(joins
        ? {
            memberId: lead.memberId ?? newMemberId(),
            isLoyaltyMember: true,
            loyaltyOptInDate: now,
            loyalty: lead.loyalty ?? {
              points: 0,
              vouchers: [],
              rewardCodes: [],
              rewardCards: [],
              welcomePromo: null,
            },
          }
        : {}),
      details: {
        ...lead.details,
        email: body.login.trim().toLowerCase(),
        ...(phone ? { phone } : {}),
        ...(body.birthdate ? { birthDate: body.birthdate } : {}),
        ...filledProfile(body.profile),
      },
      subscriptions: [
        ...lead.subscriptions.filter((s) => !added.some((a) => same(a, s))),
        ...added,
      ],
      updatedAt: now,
    })
    .where(and(eq(consumers.id, lead.id), isNull(consumers.passwordHash)))
    .returning();
  if (!row) throw new ApiHttpError(409, 'AUT439', 'This email is already registered');
  return row;
}

/**
 * Change password of a signed-in consumer: every other session of the consumer (access and
 * refresh tokens) is revoked; the caller's own (`keepAccessToken`) stays.
 * @throws 400 `AUT451` old password incorrect; 400 `AUT452` new password same as the
 * current one; 400 `FE872` too short; 400 `AUT450` other password rules; 400 `FE340`
 * confirmation differs.
 */
export async function changePassword(
  db: Database,
  consumer: ConsumerRow,
  body: { oldPassword: string; newPassword: string; confirmPassword?: string | undefined },
  keepAccessToken: string,
): Promise<void> {
  if (!(await verifyPassword(body.oldPassword, consumer.passwordHash))) {
    throw new ApiHttpError(400, 'AUT451', 'The current password is incorrect');
  }
  if (body.newPassword === body.oldPassword) {
    throw new ApiHttpError(400, 'AUT452', 'The new password must differ from the previous one');
  }
  assertNewPassword(body.newPassword, body.confirmPassword, 'AUT450');
  await db
    .update(consumers)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: clockOf(db)() })
    .where(eq(consumers.id, consumer.id));
  await revokeConsumerTokens(db, consumer.id, keepAccessToken);
}

/** Default storefront origin of reset links when `MOCK_API_STOREFRONT_URL` is not set. */
export const defaultStorefrontUrl = 'http://127.0.0.1:3000';

/**
 * The storefront's reset page for a reset token:
 * `{MOCK_API_STOREFRONT_URL}/{localePath}/reset-password?token=…`.
 * @param localePath the storefront locale path, e.g. `en-us`
 */
export function resetLinkFor(token: string, localePath: string): string {
  const origin = (process.env.MOCK_API_STOREFRONT_URL || defaultStorefrontUrl).replace(/\/+$/, '');
  return `${origin}/${localePath}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Forgot password, step 1 (spec 2 §2): for a registered email, issues a reset-link token
 * (valid {@link resetLinkSeconds} s) and mails the link ({@link resetLinkFor}) through the
 * mail outbox. Unknown emails get no mail; the caller answers the same either way, and the
 * token never reaches the caller. @throws 400 `AUT453` not an email.
 * @param localePath the storefront locale path of the link, e.g. `en-us`
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  localePath: string,
): Promise<void> {
  assertEmail(email);
  const consumer = await findByLogin(db, email);
  if (!consumer?.login) return;
  const token = newToken();
  await db.insert(passwordResets).values({
    token,
    consumerId: consumer.id,
    expiresAt: new Date(clockOf(db)().getTime() + resetLinkSeconds * 1000),
  });
  const link = resetLinkFor(token, localePath);
  await sendMail(db, {
    to: consumer.login,
    kind: 'password-reset',
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your account.',
      `Choose a new password here (the link works once, for ${resetLinkSeconds / 60} minutes):`,
      link,
      'If it was not you, ignore this mail: your password stays the same.',
    ].join('\n\n'),
  });
}

/**
 * Forgot password, step 2: sets the new password from a reset link, unlocks the account
 * and revokes every one of its tokens (all sessions end).
 * @throws 400 `AUT402` link expired, used or unknown (`expired-reset-token` always);
 * password rule errors as {@link assertNewPassword}.
 */
export async function confirmForgotPassword(
  db: Database,
  body: { token: string; newPassword: string; confirmPassword?: string | undefined },
): Promise<void> {
  const now = clockOf(db)();
  if (body.token === expiredResetToken) {
    throw new ApiHttpError(400, 'AUT402', 'The password reset link has expired');
  }
  assertNewPassword(body.newPassword, body.confirmPassword);
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.token, body.token), isNull(passwordResets.usedAt)))
    .returning();
  if (!reset || reset.expiresAt.getTime() <= now.getTime()) {
    throw new ApiHttpError(400, 'AUT402', 'The password reset link has expired');
  }
  await db
    .update(consumers)
    .set({
      passwordHash: await hashPassword(body.newPassword),
      failedLogins: 0,
      lockedAt: null,
      updatedAt: now,
    })
    .where(eq(consumers.id, reset.consumerId));
  await revokeConsumerTokens(db, reset.consumerId);
}
