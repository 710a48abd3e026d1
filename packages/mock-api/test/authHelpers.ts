import { randomBytes } from 'node:crypto';
import { authPaths, type CaptchaAction, captchaPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { codeChallengeOf } from '../src/auth/pkce';
import { seedConsumersIfEmpty } from '../src/consumers/seed';
import type { DatabaseHandle } from '../src/db/client';
import { contractHeaders, startTestServer } from './helpers';

/**
 * The seeded test consumers (seed/consumers/consumers.json), with their credentials.
 * They exist once `seedConsumersIfEmpty(db)` ran (main.ts does on first start and reset;
 * tests: {@link startAuthTestServer} or call it on `handle.db`).
 */
export const testConsumers = {
  registered: {
    username: 'registered@example.com',
    password: 'Registered1',
    consumerId: '00000000-0000-4000-8000-000000000101',
  },
  loyalty: {
    username: 'loyalty@example.com',
    password: 'Loyalty123',
    consumerId: '00000000-0000-4000-8000-000000000102',
    memberId: 'M0000000102',
  },
  employee: {
    username: 'employee@example.com',
    password: 'Employee123',
    consumerId: '00000000-0000-4000-8000-000000000103',
    storeId: '0101',
  },
  athlete: {
    username: 'athlete@example.com',
    password: 'Athlete123',
    consumerId: '00000000-0000-4000-8000-000000000104',
  },
  wranx: {
    username: 'wranx@example.com',
    password: 'Wranx12345',
    consumerId: '00000000-0000-4000-8000-000000000105',
  },
  ipa: {
    username: 'ipa@example.com',
    password: 'IpaUser123',
    consumerId: '00000000-0000-4000-8000-000000000106',
  },
  locked: {
    username: 'locked@example.com',
    password: 'Locked1234',
    consumerId: '00000000-0000-4000-8000-000000000107',
  },
} as const;

/**
 * The seeded profile created without a password (a store-created lead, spec 3 §2 sign-up
 * prefill): it has no credentials; the sign-up page's `consumerId` + `email` complete it.
 */
export const seededLead = {
  email: 'lead@example.com',
  consumerId: '00000000-0000-4000-8000-000000000108',
  consumerNo: 'C000000108',
  firstName: 'Lee',
  lastName: 'Adams',
  phone: '+13035550108',
  postalCode: '80205',
} as const;

/** A test server on memory:// with the fixture content and the seeded consumers. */
export async function startAuthTestServer(): Promise<{
  app: FastifyInstance;
  handle: DatabaseHandle;
}> {
  const started = await startTestServer();
  await seedConsumersIfEmpty(started.handle.db);
  return started;
}

/** POST with the contract headers, a locale query and an optional bearer token. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  accessToken?: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
) {
  const sep = url.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: `${url}${sep}locale=en-US`,
    headers: {
      ...contractHeaders,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** GET with the contract headers, a locale query (default `en-US`) and a bearer token. */
export function getAs(app: FastifyInstance, url: string, accessToken?: string, locale = 'en-US') {
  const sep = url.includes('?') ? '&' : '?';
  return app.inject({
    method: 'GET',
    url: `${url}${sep}locale=${locale}`,
    headers: {
      ...contractHeaders,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
  });
}

/** The first error code of an error envelope answer. */
export const errorIdOf = (response: { json: () => unknown }) =>
  (response.json() as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId;

/**
 * A one-time test captcha token for an action, as the browser's widget gets it after a
 * person's click: POST /captcha/v1/test/tokens `{ action }`.
 */
export async function captchaToken(app: FastifyInstance, action: CaptchaAction): Promise<string> {
  const response = await post(app, captchaPaths.testToken, { action });
  if (response.statusCode !== 200) throw new Error(`captcha token: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** `body` with a fresh `captchaResponse` for the action (sign-in, agent login, sign-up). */
export async function withCaptcha<T extends object>(
  app: FastifyInstance,
  action: CaptchaAction,
  body: T,
): Promise<T & { captchaResponse: string }> {
  return { ...body, captchaResponse: await captchaToken(app, action) };
}

/** Tokens of a session. */
export interface TestSession {
  accessToken: string;
  refreshToken: string;
  consumerId: string;
}

/** A new guest: POST /token/v2/auth/token `{ type: 'Guest' }`. */
export async function guestToken(app: FastifyInstance): Promise<TestSession> {
  const response = await post(app, authPaths.token, { type: 'Guest' });
  if (response.statusCode !== 200) throw new Error(`guest token: ${response.body}`);
  return response.json() as TestSession;
}

/**
 * Signs a registered consumer in with the full PKCE flow: sign-in with a fresh code
 * challenge and a test captcha token, then the Registered token call with the code verifier
 * (and `guestObjects` when a guest session is given, to merge the guest's data: its
 * consumer id and refresh token, the proof of ownership the merge needs).
 */
export async function registeredToken(
  app: FastifyInstance,
  username: string,
  password: string,
  guest?: { consumerId: string; refreshToken: string },
): Promise<TestSession> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const signIn = await post(app, authPaths.signIn, {
    username,
    password,
    codeChallenge: codeChallengeOf(codeVerifier),
    captchaResponse: await captchaToken(app, 'login'),
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.body}`);
  const { authorizationCode } = signIn.json() as { authorizationCode: string };
  const token = await post(app, authPaths.token, {
    type: 'Registered',
    authorizationCode,
    codeVerifier,
    ...(guest
      ? { guestObjects: { consumerId: guest.consumerId, refreshToken: guest.refreshToken } }
      : {}),
  });
  if (token.statusCode !== 200) throw new Error(`registered token: ${token.body}`);
  return token.json() as TestSession;
}

/**
 * The reset-link token of the newest password-reset mail to `email`, read from the mail
 * outbox (GET /dev/mail, not registered when NODE_ENV=production).
 * @throws Error when no reset mail was sent to `email`
 */
export async function readResetToken(app: FastifyInstance, email: string): Promise<string> {
  const response = await getAs(app, `/dev/mail?to=${encodeURIComponent(email)}`);
  const { mails } = response.json() as { mails?: { kind: string; text: string }[] };
  const mail = mails?.find((m) => m.kind === 'password-reset');
  const token = mail && /[?&]token=([^\s&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset mail to ${email}: ${response.body}`);
  return decodeURIComponent(token);
}

/**
 * An in-store associate session: agent login (POST /consumers-v3/consumer/agent/login) of the
 * seeded employee in store `storeId` (Denver 0101 by default). Its token carries the
 * in-store session (store 0101, employee E0101-2).
 */
export async function agentToken(
  app: FastifyInstance,
  storeId: string = testConsumers.employee.storeId,
): Promise<TestSession> {
  const { username, password } = testConsumers.employee;
  const response = await post(
    app,
    authPaths.agentLogin,
    await withCaptcha(app, 'login', { username, password, storeId }),
  );
  if (response.statusCode !== 200) throw new Error(`agent login: ${response.body}`);
  return response.json() as TestSession;
}
