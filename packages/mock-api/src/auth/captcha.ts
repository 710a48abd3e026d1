import type { CaptchaAction, CaptchaProvider } from '@storefront/api-contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { captchaTokens } from '../db/schema';
import { ApiHttpError } from '../errors';
import { clockOf } from './clock';
import { newToken } from './pkce';

/**
 * Captcha verification (spec 3 §7 "Recaptcha actions used: login, register, placeOrder";
 * spec 2 §8 `AUT403` captcha failure). Two providers, chosen by environment:
 * - `test` (default): the local test provider. The browser's widget obtains a one-time token
 *   for an action with POST /captcha/v1/test/tokens after a person's click
 *   ({@link issueTestCaptchaToken}); nothing leaves the machine.
 * - `recaptcha` (`CAPTCHA_PROVIDER=recaptcha` with `RECAPTCHA_SECRET_KEY`, optional
 *   `RECAPTCHA_MIN_SCORE`, default 0.5): Google reCAPTCHA v3, verified with its siteverify
 *   call. Only this provider reaches the network, and only when configured.
 */

/** Lifetime of a test provider token (seconds). */
export const testCaptchaTokenSeconds = 2 * 60;
/** Default minimum reCAPTCHA v3 score (0 bot … 1 person). */
export const defaultRecaptchaMinScore = 0.5;
/** reCAPTCHA's verification endpoint. */
export const recaptchaSiteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';
/** Timeout of one siteverify call (ms). */
const siteverifyTimeoutMs = 5000;

/** The captcha provider configuration read from the environment. */
export type CaptchaConfig =
  | { provider: 'test' }
  | { provider: 'recaptcha'; secretKey: string; minScore: number };

/**
 * Reads `CAPTCHA_PROVIDER` (`test` default, `recaptcha`), `RECAPTCHA_SECRET_KEY` and
 * `RECAPTCHA_MIN_SCORE` (0-1, default 0.5).
 * @throws Error an unknown provider, `recaptcha` without a secret key, or a score outside 0-1
 * (a misconfigured server verifies nothing rather than everything).
 */
export function captchaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaConfig {
  const provider = (env.CAPTCHA_PROVIDER?.trim() || 'test') as CaptchaProvider;
  if (provider === 'test') return { provider };
  if (provider !== 'recaptcha') {
    throw new Error(`CAPTCHA_PROVIDER must be test or recaptcha, not ${provider}`);
  }
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim();
  if (!secretKey) throw new Error('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET_KEY');
  const minScore = env.RECAPTCHA_MIN_SCORE
    ? Number(env.RECAPTCHA_MIN_SCORE)
    : defaultRecaptchaMinScore;
  if (!(minScore >= 0 && minScore <= 1)) {
    throw new Error('RECAPTCHA_MIN_SCORE must be a number from 0 to 1');
  }
  return { provider, secretKey, minScore };
}

/**
 * Issues a test provider token for an action: random, one-time, valid
 * {@link testCaptchaTokenSeconds} s. Expired tokens are swept on the way.
 * @throws 404 `API404` when the configured provider is not the test provider.
 */
export async function issueTestCaptchaToken(
  db: Database,
  action: CaptchaAction,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ token: string; expiresIn: number }> {
  if (captchaConfigFromEnv(env).provider !== 'test') {
    throw new ApiHttpError(404, 'API404', 'The test captcha provider is not enabled');
  }
  const now = clockOf(db)();
  await db.delete(captchaTokens).where(lt(captchaTokens.expiresAt, now));
  const token = newToken();
  await db.insert(captchaTokens).values({
    token,
    action,
    expiresAt: new Date(now.getTime() + testCaptchaTokenSeconds * 1000),
  });
  return { token, expiresIn: testCaptchaTokenSeconds };
}

/** What {@link verifyCaptcha} may be given instead of the process's env and `fetch` (tests). */
export interface VerifyCaptchaOptions {
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

/**
 * Verifies a captcha response for an action, once: the one check of sign-in and agent login
 * (`login`), sign-up (`register`), place order (`placeOrder`) and saving a card (`saveCard`,
 * spec 2 §3).
 * Test provider: the token must exist, be unused, unexpired and issued for `action`; it is
 * used up by this call whatever the outcome. reCAPTCHA: siteverify must answer `success`,
 * the same `action` and a score of at least the minimum.
 * @throws 403 `AUT403` missing, unknown, used, expired or wrong-action response (or
 * reCAPTCHA unreachable).
 */
export async function verifyCaptcha(
  db: Database,
  response: string | undefined,
  action: CaptchaAction,
  options: VerifyCaptchaOptions = {},
): Promise<void> {
  const config = captchaConfigFromEnv(options.env ?? process.env);
  if (!response) throw captchaFailure('Captcha response missing');
  if (config.provider === 'recaptcha') {
    return verifyWithRecaptcha(config, response, action, options.fetch ?? fetch);
  }
  const now = clockOf(db)();
  const [row] = await db
    .update(captchaTokens)
    .set({ usedAt: now })
    .where(and(eq(captchaTokens.token, response), isNull(captchaTokens.usedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.action !== action) {
    throw captchaFailure('Captcha verification failed');
  }
}

async function verifyWithRecaptcha(
  config: Extract<CaptchaConfig, { provider: 'recaptcha' }>,
  response: string,
  action: CaptchaAction,
  fetchFn: typeof fetch,
): Promise<void> {
  let answer: { success?: boolean; action?: string; score?: number };
  try {
    const reply = await fetchFn(recaptchaSiteverifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secretKey, response }).toString(),
      signal: AbortSignal.timeout(siteverifyTimeoutMs),
    });
    if (!reply.ok) throw new Error(`siteverify answered ${reply.status}`);
    answer = (await reply.json()) as typeof answer;
  } catch {
    throw captchaFailure('Captcha verification unavailable');
  }
  const scoreOk = typeof answer.score === 'number' && answer.score >= config.minScore;
  if (answer.success !== true || answer.action !== action || !scoreOk) {
    throw captchaFailure('Captcha verification failed');
  }
}

const captchaFailure = (message: string) => new ApiHttpError(403, 'AUT403', message);
