import { authPaths, consumerPaths, expiredResetToken } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCountries } from '../seed/catalog/countries';
import { codeChallengeOf } from '../src/auth/pkce';
import { latestRequest } from '../src/consumers/requests';
import type { DatabaseHandle } from '../src/db/client';
import { countries } from '../src/db/schema';
import {
  errorIdOf,
  getAs,
  post,
  readResetToken,
  registeredToken,
  startAuthTestServer,
  testConsumers,
  withCaptcha,
} from './authHelpers';
import { contractHeaders } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startAuthTestServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const valid = {
  login: 'new.shopper@example.com',
  password: 'Welcome123',
  confirmPassword: 'Welcome123',
  phone: '(303) 555-0199',
  birthdate: '1992-06-15',
  profile: { firstName: 'Noa', lastName: 'Berg', postalCode: '80202' },
};

describe('POST /consumers-v3/auth/signup', () => {
  it('keeps where the sign-up came from: the sign-up page query and the source header (spec 3 §2)', async () => {
    const body = {
      ...valid,
      login: 'lead.shopper@example.com',
      phone: '(303) 555-0166',
      consumerId: 'c-offered-42',
      source: { store: '0421' },
      acquisitionType: 'Registered',
      campaignName: 'spring-mailer',
      referralCode: 'REF-ADA-7',
    };
    const response = await app.inject({
      method: 'POST',
      url: `${authPaths.signUp}?locale=en-US`,
      headers: { ...contractHeaders, source: 'instagram' },
      payload: await withCaptcha(app, 'register', body),
    });
    expect(response.statusCode).toBe(201);
    const { consumerId } = response.json() as { consumerId: string };
    expect((await latestRequest(handle.db, consumerId, 'sign-up-source'))?.payload).toEqual({
      consumerId: 'c-offered-42',
      storeNum: '0421',
      campaignName: 'spring-mailer',
      leadSource: 'instagram',
      referralCode: 'REF-ADA-7',
      acquisitionType: 'Registered',
    });
  });

  it('creates a registered consumer who can then sign in', async () => {
    const response = await post(app, authPaths.signUp, await withCaptcha(app, 'register', valid));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ consumerNo: expect.stringMatching(/^C\d{9}$/) });
    const session = await registeredToken(app, valid.login, valid.password);
    expect(session).toMatchObject({ consumerType: 'REGISTERED' });
  });

  it('stores a phone as + dial code + digits by the shared rules (spec 2 §5)', async () => {
    await handle.db.insert(countries).values(seedCountries).onConflictDoNothing();
    // A UK number typed nationally on the UK site: leading zero dropped, dial code 44.
    const uk = { ...valid, login: 'uk.shopper@example.com', phone: '07700 900430' };
    const response = await app.inject({
      method: 'POST',
      url: `${authPaths.signUp}?locale=en-GB`,
      headers: { ...contractHeaders, 'x-site-id': 'gb', 'x-region': 'EMEA' },
      payload: await withCaptcha(app, 'register', uk),
    });
    expect(response.json()).toMatchObject({ consumerNo: expect.any(String) });
    const session = await registeredToken(app, uk.login, uk.password);
    const profile = (await getAs(app, consumerPaths.consumer, session.accessToken)).json() as {
      consumerDetails: { phone?: string };
    };
    expect(profile.consumerDetails.phone).toBe('+447700900430');
    // The same digits with no dial code that can be told on the US site: refused.
    const refused = await post(
      app,
      authPaths.signUp,
      await withCaptcha(app, 'register', { ...uk, login: 'uk2@example.com' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorIdOf(refused)).toBe('API400');
  });

  it('takes the spec 3 §7 sign-up fields: Full loyalty enrolment and the consents', async () => {
    const member = {
      ...valid,
      login: 'member.signup@example.com',
      phone: '(303) 555-0177',
      loyaltyEnrollment: 'Full',
      isTermsConfirmed: true,
      termsConditionsAndPolicy: true,
      acquisitionType: 'Registered',
      campaignName: 'spring',
      source: { store: '0042' },
      subscriptions: {
        newsletterConsent: true,
        loyaltyConsent: true,
        smsNotificationConsent: true,
      },
    };
    const codeVerifier = 'v'.repeat(50);
    const response = await post(
      app,
      authPaths.signUp,
      await withCaptcha(app, 'register', {
        ...member,
        codeChallenge: codeChallengeOf(codeVerifier),
      }),
    );
    expect(response.statusCode).toBe(201);
    // The automatic login: the answer's one-time code with the PKCE verifier.
    const { authorizationCode } = response.json() as { authorizationCode: string };
    const login = await post(app, authPaths.token, {
      type: 'Registered',
      authorizationCode,
      codeVerifier,
    });
    expect(login.json()).toMatchObject({ consumerType: 'REGISTERED' });
    const session = await registeredToken(app, member.login, member.password);
    const profile = (await getAs(app, consumerPaths.consumer, session.accessToken)).json() as {
      isLoyaltyMember: boolean;
      subscriptions: { channel: string; type: string; optin: boolean }[];
    };
    expect(profile.isLoyaltyMember).toBe(true);
    expect(profile.subscriptions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'EMAIL', type: 'Newsletter', optin: true }),
        expect.objectContaining({ channel: 'SMS', optin: true }),
      ]),
    );
    const token = await post(app, consumerPaths.loyaltyToken, {}, session.accessToken);
    expect(token.json()).toMatchObject({
      usid: expect.any(String),
      referralCode: expect.stringMatching(/^REF/),
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['AUT439', { ...valid, phone: undefined }, 'login already in use'],
    ['AUT440', { ...valid, login: 'other@example.com' }, 'phone already in use'],
    ['AUT453', { ...valid, login: 'not-an-email@example' }, 'email format'],
    [
      'FE872',
      { ...valid, login: 'a@example.com', password: 'Short1', confirmPassword: 'Short1' },
      'password too short',
    ],
    [
      'API400',
      { ...valid, login: 'b@example.com', password: 'alllower123', confirmPassword: 'alllower123' },
      'no upper case letter',
    ],
    [
      'FE340',
      { ...valid, login: 'c@example.com', confirmPassword: 'Welcome124' },
      'passwords differ',
    ],
    [
      'PRO411',
      {
        ...valid,
        login: 'd@example.com',
        phone: undefined,
        birthdate: undefined,
        loyaltyOptIn: true,
      },
      'loyalty without birthdate',
    ],
    [
      'PRO410',
      { ...valid, login: 'e@example.com', phone: undefined, birthdate: '2020-01-01' },
      'too young',
    ],
    [
      'PRO400',
      { ...valid, login: 'f@example.com', phone: undefined, birthdate: '1990-02-30' },
      'not a calendar date',
    ],
  ])('%s (%#)', async (code, body) => {
    const response = await post(app, authPaths.signUp, await withCaptcha(app, 'register', body));
    expect(errorIdOf(response)).toBe(code);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('concurrent sign-ups', () => {
  it('the same email twice at once → one 201, one 409 AUT439', async () => {
    const body = { login: 'twin@example.com', password: 'Twins12345' };
    const answers = await Promise.all([
      post(app, authPaths.signUp, await withCaptcha(app, 'register', body)),
      post(app, authPaths.signUp, await withCaptcha(app, 'register', body)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((a) => a.statusCode === 409);
    expect(conflict && errorIdOf(conflict)).toBe('AUT439');
  });
});

describe('POST /consumers-v3/consumer/changepassword', () => {
  it('AUT451 wrong old password, AUT452 same password, AUT450 weak, then changes it', async () => {
    const user = testConsumers.athlete;
    const { accessToken } = await registeredToken(app, user.username, user.password);
    const change = (body: object) => post(app, authPaths.changePassword, body, accessToken);
    expect(errorIdOf(await change({ oldPassword: 'Nope12345', newPassword: 'Fresh12345' }))).toBe(
      'AUT451',
    );
    expect(
      errorIdOf(await change({ oldPassword: user.password, newPassword: user.password })),
    ).toBe('AUT452');
    expect(
      errorIdOf(await change({ oldPassword: user.password, newPassword: 'nouppercase1' })),
    ).toBe('AUT450');
    expect(errorIdOf(await change({ oldPassword: user.password, newPassword: 'Tiny1' }))).toBe(
      'FE872',
    );
    const ok = await change({ oldPassword: user.password, newPassword: 'Fresh12345' });
    expect(ok.statusCode).toBe(200);
    await expect(registeredToken(app, user.username, user.password)).rejects.toThrow(/AUT401/);
    await registeredToken(app, user.username, 'Fresh12345');
  });

  it('needs a registered token (AUT401 none, AUT432 guest)', async () => {
    const none = await post(app, authPaths.changePassword, { oldPassword: 'a', newPassword: 'b' });
    expect(errorIdOf(none)).toBe('AUT401');
    const guest = (await post(app, authPaths.token, { type: 'Guest' })).json() as {
      accessToken: string;
    };
    const asGuest = await post(
      app,
      authPaths.changePassword,
      { oldPassword: 'a', newPassword: 'b' },
      guest.accessToken,
    );
    expect(errorIdOf(asGuest)).toBe('AUT432');
  });
});

describe('forgot password', () => {
  it('reset link unlocks the locked account and sets the new password; the link works once', async () => {
    const user = testConsumers.locked;
    const sent = await post(app, authPaths.resetPassword, { email: user.username });
    expect(sent.json()).toEqual({ sent: true });
    const resetToken = await readResetToken(app, user.username);
    const confirm = {
      token: resetToken,
      newPassword: 'Unlocked123',
      confirmPassword: 'Unlocked123',
    };
    expect((await post(app, authPaths.confirmForgotPassword, confirm)).statusCode).toBe(200);
    await registeredToken(app, user.username, 'Unlocked123');
    expect(errorIdOf(await post(app, authPaths.confirmForgotPassword, confirm))).toBe('AUT402');
  });

  it('the documented expired link token answers AUT402', async () => {
    const response = await post(app, authPaths.confirmForgotPassword, {
      token: expiredResetToken,
      newPassword: 'Whatever123',
    });
    expect(response.statusCode).toBe(400);
    expect(errorIdOf(response)).toBe('AUT402');
  });

  it('an unknown email gets the same answer (no mail); a bad one AUT453', async () => {
    const unknown = await post(app, authPaths.resetPassword, { email: 'ghost@example.com' });
    expect(unknown.json()).toEqual({ sent: true });
    expect(errorIdOf(await post(app, authPaths.resetPassword, { email: 'ghost' }))).toBe('AUT453');
  });
});
