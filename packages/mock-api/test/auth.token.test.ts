import { randomBytes } from 'node:crypto';
import { authPaths } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeChallengeOf } from '../src/auth/pkce';
import { resolveShopper } from '../src/auth/shopper';
import type { DatabaseHandle } from '../src/db/client';
import { consumers, consumerTokens } from '../src/db/consumerSchema';
import {
  captchaToken,
  errorIdOf,
  guestToken,
  post,
  registeredToken,
  startAuthTestServer,
  testConsumers,
} from './authHelpers';
import { contractHeaders } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startAuthTestServer());
  app.get('/__test/shopper', async (request) => ({
    shopper: await resolveShopper(handle.db, request),
  }));
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

async function signInCode(username: string, password: string, codeVerifier: string) {
  const response = await post(app, authPaths.signIn, {
    username,
    password,
    codeChallenge: codeChallengeOf(codeVerifier),
    captchaResponse: await captchaToken(app, 'login'),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { authorizationCode: string }).authorizationCode;
}

/** Calls resolveShopper as a route would, through a throwaway route. */
async function shopperOf(accessToken: string) {
  return app.inject({
    method: 'GET',
    url: '/__test/shopper?locale=en-US',
    headers: { ...contractHeaders, authorization: `Bearer ${accessToken}` },
  });
}

describe('POST /token/v2/auth/token', () => {
  it('Guest: creates a guest consumer and a token pair', async () => {
    const session = await guestToken(app);
    expect(session.accessToken).toMatch(/^[\w-]{43}$/);
    expect(session.refreshToken).not.toBe(session.accessToken);
    const [row] = await handle.db
      .select()
      .from(consumers)
      .where(eq(consumers.id, session.consumerId));
    expect(row?.type).toBe('GUEST');
  });

  it('Registered: PKCE code + verifier gives the auth session of spec 1 §3', async () => {
    const session = await registeredToken(
      app,
      testConsumers.loyalty.username,
      testConsumers.loyalty.password,
    );
    expect(session).toMatchObject({
      consumerId: testConsumers.loyalty.consumerId,
      consumerType: 'REGISTERED',
      consumerNo: 'C000000102',
      memberId: testConsumers.loyalty.memberId,
      tokenType: 'Bearer',
      expiresIn: 1800,
    });
  });

  it('Registered: employee session carries isEmployeeDiscountTCAccepted', async () => {
    const session = await registeredToken(
      app,
      testConsumers.employee.username,
      testConsumers.employee.password,
    );
    expect(session).toMatchObject({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: false,
    });
  });

  it('Registered: a verifier that does not match the challenge → 401 AUT432, code used up', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await signInCode(
      testConsumers.registered.username,
      testConsumers.registered.password,
      verifier,
    );
    const wrong = await post(app, authPaths.token, {
      type: 'Registered',
      authorizationCode: code,
      codeVerifier: randomBytes(32).toString('base64url'),
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorIdOf(wrong)).toBe('AUT432');
    const again = await post(app, authPaths.token, {
      type: 'Registered',
      authorizationCode: code,
      codeVerifier: verifier,
    });
    expect(errorIdOf(again)).toBe('AUT404');
  });

  it('Registered: a code works once (AUT404 the second time)', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const code = await signInCode(
      testConsumers.registered.username,
      testConsumers.registered.password,
      verifier,
    );
    const body = { type: 'Registered', authorizationCode: code, codeVerifier: verifier };
    expect((await post(app, authPaths.token, body)).statusCode).toBe(200);
    const second = await post(app, authPaths.token, body);
    expect(second.statusCode).toBe(401);
    expect(errorIdOf(second)).toBe('AUT404');
  });

  it('Registered without code or refresh token → 400 API400', async () => {
    const response = await post(app, authPaths.token, { type: 'Registered' });
    expect(response.statusCode).toBe(400);
    expect(errorIdOf(response)).toBe('API400');
  });

  it('refresh: rotates the pair; the old refresh token no longer works', async () => {
    const guest = await guestToken(app);
    const refreshed = await post(app, authPaths.token, {
      type: 'Guest',
      refreshToken: guest.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json() as { consumerId: string; accessToken: string };
    expect(next.consumerId).toBe(guest.consumerId);
    expect(next.accessToken).not.toBe(guest.accessToken);
    const reused = await post(app, authPaths.token, {
      type: 'Guest',
      refreshToken: guest.refreshToken,
    });
    expect(reused.statusCode).toBe(401);
    expect(errorIdOf(reused)).toBe('AUT401');
  });

  it('refresh: a registered refresh token as Guest → AUT432', async () => {
    const session = await registeredToken(
      app,
      testConsumers.athlete.username,
      testConsumers.athlete.password,
    );
    const response = await post(app, authPaths.token, {
      type: 'Guest',
      refreshToken: session.refreshToken,
    });
    expect(errorIdOf(response)).toBe('AUT432');
  });

  it('concurrent token requests for the same guest → one 200, one 409 AUT409', async () => {
    const guest = await guestToken(app);
    const body = { type: 'Guest', refreshToken: guest.refreshToken };
    const answers = await Promise.all([
      post(app, authPaths.token, body),
      post(app, authPaths.token, body),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = answers.find((a) => a.statusCode === 409);
    expect(conflict && errorIdOf(conflict)).toBe('AUT409');
  });

  it('token requests for different guests run side by side', async () => {
    const [a, b] = await Promise.all([guestToken(app), guestToken(app)]);
    const answers = await Promise.all([
      post(app, authPaths.token, { type: 'Guest', refreshToken: a.refreshToken }),
      post(app, authPaths.token, { type: 'Guest', refreshToken: b.refreshToken }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
  });
});

describe('resolveShopper', () => {
  it('null without a token, the consumer with one', async () => {
    const none = await app.inject({
      method: 'GET',
      url: '/__test/shopper?locale=en-US',
      headers: contractHeaders,
    });
    expect(none.json()).toEqual({ shopper: null });
    const guest = await guestToken(app);
    const response = await shopperOf(guest.accessToken);
    expect(response.json()).toEqual({
      shopper: { consumerId: guest.consumerId, consumerType: 'GUEST' },
    });
  });

  it('unknown token → 401 AUT401; expired → 401 AUT401', async () => {
    const unknown = await shopperOf('nope');
    expect(unknown.statusCode).toBe(401);
    expect(errorIdOf(unknown)).toBe('AUT401');
    const guest = await guestToken(app);
    await handle.db
      .update(consumerTokens)
      .set({ accessExpiresAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(consumerTokens.accessToken, guest.accessToken));
    const expired = await shopperOf(guest.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(errorIdOf(expired)).toBe('AUT401');
  });

  it('a consumer that no longer exists → 401 AUT498', async () => {
    const guest = await guestToken(app);
    await handle.db.delete(consumers).where(eq(consumers.id, guest.consumerId));
    const response = await shopperOf(guest.accessToken);
    expect(response.statusCode).toBe(401);
    expect(errorIdOf(response)).toBe('AUT498');
  });
});
