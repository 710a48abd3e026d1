import { randomBytes } from 'node:crypto';
import { authPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeChallengeOf } from '../src/auth/pkce';
import type { DatabaseHandle } from '../src/db/client';
import { stores } from '../src/db/schema';
import {
  captchaToken,
  errorIdOf,
  getAs,
  post,
  registeredToken,
  startAuthTestServer,
  testConsumers,
} from './authHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startAuthTestServer());
  await handle.db.insert(stores).values({
    id: '0101',
    name: 'Alpine Denver',
    countryCode: 'US',
    address: {
      addressLine1: '1 Main St',
      city: 'Denver',
      postalCode: '80202',
      country: 'United States',
      countryCode: 'US',
    },
    phone: '+13035550000',
    email: 'denver@example.com',
    latitude: 39.7,
    longitude: -105,
    openingHours: [],
  });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const signIn = async (username: string, password: string, captchaResponse?: string) =>
  post(app, authPaths.signIn, {
    username,
    password,
    codeChallenge: codeChallengeOf(randomBytes(32).toString('base64url')),
    captchaResponse: captchaResponse ?? (await captchaToken(app, 'login')),
  });

describe('POST /consumers-v3/auth/signin', () => {
  it('answers a one-time authorization code (username case-insensitive)', async () => {
    const response = await signIn('Registered@Example.com', testConsumers.registered.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ expiresIn: 300 });
  });

  it('captcha: an unknown response is refused (AUT403)', async () => {
    const response = await signIn(
      testConsumers.registered.username,
      testConsumers.registered.password,
      'robot',
    );
    expect(response.statusCode).toBe(403);
    expect(errorIdOf(response)).toBe('AUT403');
  });

  it('needs a PKCE code challenge (API400)', async () => {
    const response = await post(app, authPaths.signIn, {
      username: testConsumers.registered.username,
      password: testConsumers.registered.password,
      captchaResponse: await captchaToken(app, 'login'),
    });
    expect(errorIdOf(response)).toBe('API400');
  });

  it('unknown user → 401 AUT401', async () => {
    const response = await signIn('nobody@example.com', 'Whatever1');
    expect(response.statusCode).toBe(401);
    expect(errorIdOf(response)).toBe('AUT401');
  });

  it('lock: AUT401 ×3, AUT426 on the 4th failure, AUT423 on the 5th and after', async () => {
    const user = testConsumers.wranx;
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(errorIdOf(await signIn(user.username, 'Wrong1234')) ?? '');
    expect(codes).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423', 'AUT423']);
    const right = await signIn(user.username, user.password);
    expect(right.statusCode).toBe(423);
    expect(errorIdOf(right)).toBe('AUT423');
  });

  it('a success resets the failure count', async () => {
    const user = testConsumers.ipa;
    for (let i = 0; i < 3; i++) await signIn(user.username, 'Wrong1234');
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    expect(errorIdOf(await signIn(user.username, 'Wrong1234'))).toBe('AUT401');
  });

  it('the seeded locked account answers AUT423', async () => {
    const response = await signIn(testConsumers.locked.username, testConsumers.locked.password);
    expect(errorIdOf(response)).toBe('AUT423');
  });
});

describe('POST /consumers-v3/consumer/auth/signout', () => {
  it('revokes the refresh token and its access token', async () => {
    const session = await registeredToken(
      app,
      testConsumers.registered.username,
      testConsumers.registered.password,
    );
    expect((await getAs(app, '/consumers-v3/consumer', session.accessToken)).statusCode).toBe(200);
    const out = await post(app, authPaths.signOut, { refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(200);
    const refresh = await post(app, authPaths.token, {
      type: 'Registered',
      refreshToken: session.refreshToken,
    });
    expect(errorIdOf(refresh)).toBe('AUT401');
    const signedOut = await getAs(app, '/consumers-v3/consumer', session.accessToken);
    expect(signedOut.statusCode).toBe(401);
    expect(errorIdOf(signedOut)).toBe('AUT401');
    const again = await post(app, authPaths.signOut, { refreshToken: session.refreshToken });
    expect(errorIdOf(again)).toBe('AUT401');
  });
});

describe('POST /consumers-v3/consumer/agent/login', () => {
  const employee = testConsumers.employee;

  it('signs an employee in with the in-store session', async () => {
    const response = await post(app, authPaths.agentLogin, {
      username: employee.username,
      password: employee.password,
      storeId: '0101',
      captchaResponse: await captchaToken(app, 'login'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: false,
      inStoreSession: { storeId: '0101', storeName: 'Alpine Denver', storeEmployeeId: 'E0101-2' },
    });
  });

  it('unknown store → 404 STR404', async () => {
    const response = await post(app, authPaths.agentLogin, {
      username: employee.username,
      password: employee.password,
      storeId: '9999',
      captchaResponse: await captchaToken(app, 'login'),
    });
    expect(response.statusCode).toBe(404);
    expect(errorIdOf(response)).toBe('STR404');
  });

  it('a consumer who is not an employee → 401 AUT401, as for a wrong password', async () => {
    const response = await post(app, authPaths.agentLogin, {
      username: testConsumers.athlete.username,
      password: testConsumers.athlete.password,
      storeId: '0101',
      captchaResponse: await captchaToken(app, 'login'),
    });
    expect([response.statusCode, errorIdOf(response)]).toEqual([401, 'AUT401']);
  });
});
