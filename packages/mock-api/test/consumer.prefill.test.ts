import { randomUUID } from 'node:crypto';
import { authPaths, consumerPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCountries } from '../seed/catalog/countries';
import { findConsumer } from '../src/auth/tokens';
import type { DatabaseHandle } from '../src/db/client';
import { countries } from '../src/db/schema';
import {
  errorIdOf,
  getAs,
  guestToken,
  post,
  registeredToken,
  seededLead,
  startAuthTestServer,
  testConsumers,
  withCaptcha,
} from './authHelpers';

/**
 * The sign-up page's `consumerId` + `email` prefill (spec 3 §2 "Sign-up page"; spec 3 §7
 * "Consumer calls": retrieve user data by consumerId and email; spec 2 §7 POST
 * /consumer/retrieveUserData): a profile created without a password is read for the form,
 * then completed by the sign-up.
 */

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startAuthTestServer());
  // The dial codes of the stored phone form (spec 2 §5).
  await handle.db.insert(countries).values(seedCountries).onConflictDoNothing();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const retrieve = (body: unknown, token?: string) =>
  post(app, consumerPaths.retrieveUserData, body, token);
const pair = { consumerId: seededLead.consumerId, email: seededLead.email };

const signUpBody = {
  password: 'Welcome123',
  confirmPassword: 'Welcome123',
  birthdate: '1988-02-03',
  profile: { firstName: 'Leah', lastName: 'Adams', postalCode: '' },
  loyaltyEnrollment: 'Full' as const,
  subscriptions: { newsletterConsent: true },
  isTermsConfirmed: true,
};

describe('POST /consumers-v3/consumer/retrieveUserData', () => {
  it('answers only the prefill details of a passwordless profile, to a guest', async () => {
    const guest = await guestToken(app);
    const response = await retrieve(
      { consumerId: seededLead.consumerId, email: ' Lead@Example.com ' },
      guest.accessToken,
    );
    expect(response.statusCode).toBe(200);
    // Never the birth date, addresses, loyalty or ids (the seeded lead has a birth date and an address).
    expect(response.json()).toEqual({
      email: seededLead.email,
      firstName: seededLead.firstName,
      lastName: seededLead.lastName,
      phone: seededLead.phone,
      postalCode: seededLead.postalCode,
    });
  });

  it('a signed-in shopper may ask too; no token → 401 AUT401; no pair → 400 API400', async () => {
    const signedIn = await registeredToken(
      app,
      testConsumers.registered.username,
      testConsumers.registered.password,
    );
    expect((await retrieve(pair, signedIn.accessToken)).statusCode).toBe(200);
    const none = await retrieve(pair);
    expect([none.statusCode, errorIdOf(none)]).toEqual([401, 'AUT401']);
    const guest = await guestToken(app);
    const missing = await retrieve({ consumerId: seededLead.consumerId }, guest.accessToken);
    expect([missing.statusCode, errorIdOf(missing)]).toEqual([400, 'API400']);
  });

  it('404 CCN404 for a wrong pair, a consumer with a password, a guest’s id', async () => {
    const guest = await guestToken(app);
    const ccn404 = async (body: { consumerId: string; email: string }) => {
      const response = await retrieve(body, guest.accessToken);
      return [response.statusCode, errorIdOf(response)];
    };
    // The lead's id with another email, the lead's email with another id.
    expect(await ccn404({ ...pair, email: 'registered@example.com' })).toEqual([404, 'CCN404']);
    expect(await ccn404({ ...pair, consumerId: testConsumers.registered.consumerId })).toEqual([
      404,
      'CCN404',
    ]);
    // An online account's own pair: it has a password.
    expect(
      await ccn404({
        consumerId: testConsumers.registered.consumerId,
        email: testConsumers.registered.username,
      }),
    ).toEqual([404, 'CCN404']);
    // Another shopper's (a guest's) consumer id.
    const other = await guestToken(app);
    expect(await ccn404({ consumerId: other.consumerId, email: seededLead.email })).toEqual([
      404,
      'CCN404',
    ]);
  });

  it('is rate limited per shopper like the lookup: the 11th in a minute → 429', async () => {
    const guest = await guestToken(app);
    const answers = [];
    // Another consumer id each time, so only the per-shopper limit counts.
    for (let i = 0; i < 11; i++)
      answers.push(
        await retrieve({ consumerId: randomUUID(), email: `x${i}@example.com` }, guest.accessToken),
      );
    expect(answers.slice(0, 10).map((a) => a.statusCode)).not.toContain(429);
    expect(answers[10]?.statusCode).toBe(429);
  });

  it('is rate limited per consumer id whatever the token: the 11th in 15 minutes → 429', async () => {
    // A fresh guest token per call, as a bot would; another id is still answered.
    const consumerId = randomUUID();
    const answers = [];
    for (let i = 0; i < 11; i++) {
      const guest = await guestToken(app);
      // The same id in capitals counts as the same id.
      const id = i % 2 ? consumerId.toUpperCase() : consumerId;
      answers.push(
        await retrieve({ consumerId: id, email: `y${i}@example.com` }, guest.accessToken),
      );
    }
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(404));
    expect([answers[10]?.statusCode, errorIdOf(answers[10]!)]).toEqual([429, 'API429']);
    expect(answers[10]?.headers['retry-after']).toBeDefined();
    const guest = await guestToken(app);
    expect((await retrieve(pair, guest.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /consumers-v3/consumer/retrieveUserData: retrieve my data', () => {
  it('answers the signed-in consumer their own data with personalData', async () => {
    const { registered } = testConsumers;
    const session = await registeredToken(app, registered.username, registered.password);
    const response = await retrieve(
      { consumerId: registered.consumerId, email: ' Registered@Example.com ' },
      session.accessToken,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: registered.username,
      firstName: 'Riley',
      personalData: {
        consumerId: registered.consumerId,
        consumerType: 'REGISTERED',
        birthDate: '1990-04-12',
        preferences: { interests: 'Hiking|Trail running' },
        isLoyaltyMember: false,
      },
    });
    expect(body.personalData.addresses).toHaveLength(3);
    expect(body.personalData.subscriptions).toContainEqual(
      expect.objectContaining({ channel: 'EMAIL', type: 'Newsletter' }),
    );
    // Masked: the last four digits only, never the number, password or tokens.
    expect(body.personalData.paymentInstruments).toContainEqual(
      expect.objectContaining({ paymentMethodId: 'CREDIT_CARD', lastFour: '1111' }),
    );
    expect(response.body).not.toContain('4111111111111111');
    expect(response.body).not.toMatch(/password|hash|token/i);
  });

  it('another consumer’s pair, or the own id with another email → 404 CCN404', async () => {
    const { registered, loyalty } = testConsumers;
    const session = await registeredToken(app, registered.username, registered.password);
    const answers = await Promise.all([
      retrieve({ consumerId: loyalty.consumerId, email: loyalty.username }, session.accessToken),
      retrieve({ consumerId: registered.consumerId, email: loyalty.username }, session.accessToken),
    ]);
    expect(answers.map((a) => [a.statusCode, errorIdOf(a)])).toEqual([
      [404, 'CCN404'],
      [404, 'CCN404'],
    ]);
  });
});

describe('sign-up with the page’s consumerId and email', () => {
  it('the same email without the matching consumerId still answers AUT439', async () => {
    for (const consumerId of [undefined, testConsumers.registered.consumerId, 'c-unknown']) {
      const response = await post(
        app,
        authPaths.signUp,
        await withCaptcha(app, 'register', {
          ...signUpBody,
          login: seededLead.email,
          ...(consumerId ? { consumerId } : {}),
        }),
      );
      expect([response.statusCode, errorIdOf(response)]).toEqual([409, 'AUT439']);
    }
  });

  it('the lead’s id with another email creates a new consumer; the lead is untouched', async () => {
    const response = await post(
      app,
      authPaths.signUp,
      await withCaptcha(app, 'register', {
        ...signUpBody,
        login: 'someone.else@example.com',
        consumerId: seededLead.consumerId,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().consumerId).not.toBe(seededLead.consumerId);
    expect((await findConsumer(handle.db, seededLead.consumerId))?.passwordHash).toBeNull();
  });

  it('a registered account’s own pair still answers AUT439 (its password stays)', async () => {
    const response = await post(
      app,
      authPaths.signUp,
      await withCaptcha(app, 'register', {
        ...signUpBody,
        login: testConsumers.registered.username,
        consumerId: testConsumers.registered.consumerId,
      }),
    );
    expect([response.statusCode, errorIdOf(response)]).toEqual([409, 'AUT439']);
    await expect(
      registeredToken(app, testConsumers.registered.username, testConsumers.registered.password),
    ).resolves.toMatchObject({ consumerType: 'REGISTERED' });
  });

  it('completes the profile: password set, details and consents merged, ids kept', async () => {
    const response = await post(
      app,
      authPaths.signUp,
      await withCaptcha(app, 'register', {
        ...signUpBody,
        login: 'LEAD@example.com',
        phone: seededLead.phone,
        consumerId: seededLead.consumerId,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      consumerId: seededLead.consumerId,
      consumerNo: seededLead.consumerNo,
    });
    const session = await registeredToken(app, seededLead.email, signUpBody.password);
    expect(session.consumerId).toBe(seededLead.consumerId);
    const profile = (await getAs(app, consumerPaths.consumer, session.accessToken)).json();
    expect(profile).toMatchObject({
      consumerId: seededLead.consumerId,
      consumerNo: seededLead.consumerNo,
      isLoyaltyMember: true,
      consumerDetails: {
        email: seededLead.email,
        firstName: 'Leah',
        lastName: seededLead.lastName,
        // An empty form field keeps the stored value.
        postalCode: seededLead.postalCode,
        phone: seededLead.phone,
      },
    });
    expect(profile.subscriptions).toEqual(
      expect.arrayContaining([expect.objectContaining({ channel: 'EMAIL', type: 'Newsletter' })]),
    );
    // Completed once: now an online account, no longer retrievable nor completable.
    const guest = await guestToken(app);
    expect(errorIdOf(await retrieve(pair, guest.accessToken))).toBe('CCN404');
    const again = await post(
      app,
      authPaths.signUp,
      await withCaptcha(app, 'register', {
        ...signUpBody,
        password: 'Another123',
        confirmPassword: 'Another123',
        login: seededLead.email,
        consumerId: seededLead.consumerId,
      }),
    );
    expect([again.statusCode, errorIdOf(again)]).toEqual([409, 'AUT439']);
  });
});
