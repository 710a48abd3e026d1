import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authCodes, type ConsumerRow, consumers } from '../db/consumerSchema';
import { ApiHttpError } from '../errors';
import { verifyCaptcha } from './captcha';
import { clockOf } from './clock';
import { verifyPassword } from './password';
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

/**
 * Checks username and password with the lock rule: failures 1-3 answer 401 `AUT401`, the
 * 4th 401 `AUT426` (last attempt), the 5th locks the account; a locked account answers
 * 423 `AUT423` whatever the password. Success resets the counter.
 */
export async function checkCredentials(
  db: Database,
  username: string,
  password: string,
): Promise<ConsumerRow> {
  const consumer = await findByLogin(db, username);
  if (!consumer || consumer.type === 'GUEST') {
    throw new ApiHttpError(401, 'AUT401', 'Invalid username or password');
  }
  if (consumer.lockedAt) throw new ApiHttpError(423, 'AUT423', 'Account locked');
  if (await verifyPassword(password, consumer.passwordHash)) {
    if (consumer.failedLogins > 0) {
      await db.update(consumers).set({ failedLogins: 0 }).where(eq(consumers.id, consumer.id));
    }
    return consumer;
  }
  const failures = consumer.failedLogins + 1;
  const locked = failures >= maxFailedLogins;
  await db
    .update(consumers)
    .set({ failedLogins: failures, lockedAt: locked ? clockOf(db)() : null })
    .where(eq(consumers.id, consumer.id));
  if (locked) throw new ApiHttpError(423, 'AUT423', 'Account locked');
  if (failures === maxFailedLogins - 1) {
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
  const code = newToken();
  await db.insert(authCodes).values({
    code,
    consumerId: consumer.id,
    codeChallenge: body.codeChallenge,
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
