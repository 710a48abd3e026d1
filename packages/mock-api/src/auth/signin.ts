import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authCodes, type ConsumerRow, consumers, loginFailures } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { verifyCaptcha } from './captcha';
import { clockOf } from './clock';
import { hashPassword, verifyPassword } from './password';
import { codeChallengeOf, newToken } from './pkce';

/** Failed sign-ins before the account locks (the 4th failure answers AUT426, the 5th locks). */
export const maxFailedLogins = 5;
/** Authorization code lifetime (seconds). */
export const authCodeSeconds = 5 * 60;

/** Loads a registered consumer by login (case-insensitive). */
export async function findByLogin(db: Database, login: string): Promise<ConsumerRow | null> {
  const [row] = await db
    .select()
    .from(consumers)
    .where(eq(consumers.login, login.trim().toLowerCase()));
  return row ?? null;
}

/** A hash compared when a login has no account, so both cost one password check. */
let unknownLoginHash: Promise<string> | undefined;
const hashForUnknownLogin = () =>
  (unknownLoginHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Claims one sign-in attempt before any password is compared, in one statement: the
 * account's `failed_logins` (or the `login_failures` row of a login with no account) grows
 * by one. Returns the attempt's number (1 = first failure in a row), or null when the
 * account or login is locked. Attempts beyond {@link maxFailedLogins} (only possible while
 * earlier ones are still being checked) lock at once and return their number.
 */
async function claimAttempt(
  db: Database,
  who: { consumerId: string } | { login: string },
  now: Date,
): Promise<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  if ('consumerId' in who) {
    const [row] = await db
      .update(consumers)
      .set({
        failedLogins: sql`${consumers.failedLogins} + 1`,
        lockedAt: sql`case when ${consumers.failedLogins} >= ${maxFailedLogins} then ${at} else null end`,
      })
      .where(and(eq(consumers.id, who.consumerId), isNull(consumers.lockedAt)))
      .returning({ attempt: consumers.failedLogins });
    return row?.attempt ?? null;
  }
  const [row] = await db
    .insert(loginFailures)
    .values({ login: who.login, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.login,
      set: {
        failures: sql`login_failures.failures + 1`,
        lockedAt: sql`case when login_failures.failures >= ${maxFailedLogins} then ${at} else null end`,
      },
      setWhere: isNull(loginFailures.lockedAt),
    })
    .returning({ attempt: loginFailures.failures });
  return row?.attempt ?? null;
}

/**
 * Checks username and password with the lock rule (spec 2 §8): failures 1-3 in a row answer
 * 401 `AUT401`, the 4th 401 `AUT426` (last attempt), the 5th locks (423 `AUT423`); a locked
 * account answers 423 `AUT423` whatever the password. The attempt is counted atomically
 * before the password is compared, so concurrent attempts get at most
 * {@link maxFailedLogins} password checks. A login with no account gets the same answers in
 * the same order (counted per lower-cased login in `login_failures`). A success resets the
 * counter unless other attempts were claimed meanwhile.
 * @param accepts who may sign in here (agent login: employees); anyone else with the right
 * password is answered and counted exactly like a wrong password.
 * @throws 401 `AUT401`, 401 `AUT426`, 423 `AUT423` as above.
 */
export async function checkCredentials<T extends ConsumerRow = ConsumerRow>(
  db: Database,
  username: string,
  password: string,
  accepts: (consumer: ConsumerRow) => consumer is T = (c): c is T => true,
): Promise<T> {
  const login = username.trim().toLowerCase();
  const now = clockOf(db)();
  const found = await findByLogin(db, login);
  const consumer = found && found.type !== 'GUEST' ? found : null;
  const attempt = await claimAttempt(db, consumer ? { consumerId: consumer.id } : { login }, now);
  if (attempt === null || attempt > maxFailedLogins) {
    throw new ApiHttpError(423, 'AUT423', 'Account locked');
  }
  const matches = await verifyPassword(
    password,
    consumer ? consumer.passwordHash : await hashForUnknownLogin(),
  );
  if (consumer && matches && accepts(consumer)) {
    const [signedIn] = await db
      .update(consumers)
      .set({
        failedLogins: sql`case when ${consumers.failedLogins} = ${attempt} then 0 else ${consumers.failedLogins} end`,
      })
      .where(and(eq(consumers.id, consumer.id), isNull(consumers.lockedAt)))
      .returning({ id: consumers.id });
    if (!signedIn) throw new ApiHttpError(423, 'AUT423', 'Account locked');
    return consumer;
  }
  if (attempt >= maxFailedLogins) {
    if (consumer) {
      await db.update(consumers).set({ lockedAt: now }).where(eq(consumers.id, consumer.id));
    } else {
      await db.update(loginFailures).set({ lockedAt: now }).where(eq(loginFailures.login, login));
    }
    throw new ApiHttpError(423, 'AUT423', 'Account locked');
  }
  if (attempt === maxFailedLogins - 1) {
    throw new ApiHttpError(401, 'AUT426', 'Invalid username or password: last attempt');
  }
  throw new ApiHttpError(401, 'AUT401', 'Invalid username or password');
}

/**
 * Sign-in (spec 1 §6): captcha, credentials, then a one-time authorization code bound to
 * the PKCE challenge.
 * @throws 403 `AUT403` captcha failure ({@link verifyCaptcha}, action `login`); the errors of
 * {@link checkCredentials}.
 */
export async function signIn(
  db: Database,
  body: { username: string; password: string; codeChallenge: string; captchaResponse?: string },
): Promise<{ authorizationCode: string; expiresIn: number }> {
  await verifyCaptcha(db, body.captchaResponse, 'login');
  const consumer = await checkCredentials(db, body.username, body.password);
  return issueAuthorizationCode(db, consumer.id, body.codeChallenge);
}

/**
 * A one-time authorization code for a consumer, bound to a PKCE challenge (S256), valid
 * `authCodeSeconds`: what sign-in answers, and what sign-up answers when it carries a
 * challenge (the automatic login after sign-up, spec 3 §4, without a second captcha).
 */
export async function issueAuthorizationCode(
  db: Database,
  consumerId: string,
  codeChallenge: string,
): Promise<{ authorizationCode: string; expiresIn: number }> {
  const code = newToken();
  await db.insert(authCodes).values({
    code,
    consumerId,
    codeChallenge,
    expiresAt: new Date(clockOf(db)().getTime() + authCodeSeconds * 1000),
  });
  return { authorizationCode: code, expiresIn: authCodeSeconds };
}

/**
 * Redeems an authorization code with its PKCE verifier (S256). The code is used up even
 * when the verifier does not match.
 * @throws 401 `AUT404` unknown, used or expired code; 401 `AUT432` verifier does not match
 * the challenge; 401 `AUT498` consumer gone.
 */
export async function redeemAuthorizationCode(
  db: Database,
  code: string,
  codeVerifier: string,
): Promise<ConsumerRow> {
  const now = clockOf(db)();
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.code, code), isNull(authCodes.usedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    throw new ApiHttpError(401, 'AUT404', 'Authorization code unknown, used or expired');
  }
  if (codeChallengeOf(codeVerifier) !== row.codeChallenge) {
    throw new ApiHttpError(401, 'AUT432', 'Code verifier does not match the code challenge');
  }
  const [consumer] = await db.select().from(consumers).where(eq(consumers.id, row.consumerId));
  if (!consumer) throw new ApiHttpError(401, 'AUT498', 'Invalid customer');
  return consumer;
}
