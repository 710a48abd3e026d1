import { expiredResetToken, requestHeaders, type SignUpRequest } from '@storefront/api-contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newConsumerId, newConsumerNo, newMemberId } from '../consumers/ids';
import type { Database } from '../db/client';
import { type ConsumerRow, consumers, consumerTokens, passwordResets } from '../db/consumerSchema';
import { countries } from '../db/schema';
import { ApiHttpError } from '../errors';
import { clockOf } from './clock';
import { hashPassword, verifyPassword } from './password';
import { newToken } from './pkce';
import { assertBirthDate, assertEmail, assertNewPassword, normalisePhone } from './rules';
import { findByLogin } from './signin';

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

/**
 * Sign-up (spec 2 §3 "Customer (authentication side)", §5): validates, then creates a
 * REGISTERED consumer (a loyalty member with `loyaltyOptIn`).
 * @throws 400 `AUT453` login not an email; 400 `FE872` / `API400` / `FE340` password rules;
 * 400 `PRO411` birthdate missing for a loyalty sign-up; 400 `PRO410` too young;
 * 409 `AUT439` login already in use; 409 `AUT440` phone already in use.
 */
export async function signUp(
  db: Database,
  body: SignUpRequest,
  minimalAge: number,
): Promise<ConsumerRow> {
  const now = clockOf(db)();
  const login = body.login.trim().toLowerCase();
  assertEmail(login);
  assertNewPassword(body.password, body.confirmPassword);
  assertBirthDate(body.birthdate, { required: body.loyaltyOptIn === true, minimalAge, now });
  if (await findByLogin(db, login)) {
    throw new ApiHttpError(409, 'AUT439', 'This email is already registered');
  }
  const phone = body.phone ? normalisePhone(body.phone) : undefined;
  if (phone) {
    const [taken] = await db
      .select({ id: consumers.id })
      .from(consumers)
      .where(and(ne(consumers.type, 'GUEST'), sql`${consumers.details}->>'phone' = ${phone}`));
    if (taken) throw new ApiHttpError(409, 'AUT440', 'This phone number is already in use');
  }
  const loyalty = body.loyaltyOptIn === true;
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
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiHttpError(409, 'AUT439', 'This email is already registered');
  return row;
}

/**
 * Change password of a signed-in consumer.
 * @throws 400 `AUT451` old password incorrect; 400 `AUT452` new password same as the
 * current one; 400 `FE872` too short; 400 `AUT450` other password rules; 400 `FE340`
 * confirmation differs.
 */
export async function changePassword(
  db: Database,
  consumer: ConsumerRow,
  body: { oldPassword: string; newPassword: string; confirmPassword?: string | undefined },
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
}

/**
 * Forgot password, step 1: issues a reset-link token for a registered email. Unknown emails
 * get no token (same answer shape, nothing revealed). @throws 400 `AUT453` not an email.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<string | null> {
  assertEmail(email);
  const consumer = await findByLogin(db, email);
  if (!consumer) return null;
  const token = newToken();
  await db.insert(passwordResets).values({
    token,
    consumerId: consumer.id,
    expiresAt: new Date(clockOf(db)().getTime() + resetLinkSeconds * 1000),
  });
  return token;
}

/**
 * Forgot password, step 2: sets the new password from a reset link, unlocks the account
 * and revokes its tokens.
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
  await db
    .update(consumerTokens)
    .set({ revokedAt: now })
    .where(and(eq(consumerTokens.consumerId, reset.consumerId), isNull(consumerTokens.revokedAt)));
}
