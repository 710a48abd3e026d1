import { consumerPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  errorIdOf,
  getAs,
  guestToken,
  post,
  registeredToken,
  startAuthTestServer,
  type TestSession,
  testConsumers,
  withCaptcha,
} from './authHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
const sessions: Record<string, TestSession> = {};

beforeAll(async () => {
  ({ app, handle } = await startAuthTestServer());
  for (const key of ['registered', 'loyalty', 'employee', 'athlete', 'wranx', 'ipa'] as const) {
    const user = testConsumers[key];
    sessions[key] = await registeredToken(app, user.username, user.password);
  }
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const token = (key: string) => sessions[key]?.accessToken ?? '';

describe('GET /consumers-v3/consumer', () => {
  it('answers the profile with addresses, preferences and subscriptions', async () => {
    const response = await getAs(app, consumerPaths.consumer, token('registered'));
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      consumerId: testConsumers.registered.consumerId,
      consumerType: 'REGISTERED',
      consumerDetails: { firstName: 'Riley', birthDate: '1990-04-12', employee: null },
      preferences: { interests: 'Hiking|Trail running' },
      isLoyaltyMember: false,
      partiallyEnrolled: false,
    });
    expect(profile.consumerDetails.address).toHaveLength(3);
    expect(profile.loyaltySummary).toBeUndefined();
  });

  it('includeLoyaltySummary adds the points balance of a member', async () => {
    const without = await getAs(app, consumerPaths.consumer, token('loyalty'));
    expect(without.json().loyaltySummary).toBeUndefined();
    const withSummary = await getAs(
      app,
      `${consumerPaths.consumer}?includeLoyaltySummary=true`,
      token('loyalty'),
    );
    expect(withSummary.json()).toMatchObject({
      isLoyaltyMember: true,
      memberId: 'M0000000102',
      loyaltySummary: { points: { balance: 2500 } },
    });
  });

  it('employee, athlete, WRANX and IPA spend against cap or credit', async () => {
    const employee = (await getAs(app, consumerPaths.consumer, token('employee'))).json();
    expect(employee.consumerDetails.employee).toEqual({
      currentSpend: 420.5,
      annualCap: 1500,
      storeId: '0101',
      isEmployeeDiscountTCAccepted: false,
    });
    const athlete = (await getAs(app, consumerPaths.consumer, token('athlete'))).json();
    expect(athlete.consumerDetails.athlete).toEqual({ currentSpend: 350, annualCap: 2000 });
    const wranx = (await getAs(app, consumerPaths.consumer, token('wranx'))).json();
    expect(wranx.consumerDetails.identity).toEqual([
      { type: 'WRANX', identityId: 'WRX-20931', currentSpend: 120, annualCap: 800 },
    ]);
    const ipa = (await getAs(app, consumerPaths.consumer, token('ipa'))).json();
    expect(ipa.consumerDetails.identity[0].type).toBe('IPA');
    expect(ipa.consumerDetails.prosumer).toEqual({ currentSpend: 640, annualCap: 1200 });
    expect(ipa.partiallyEnrolled).toBe(true);
  });

  it('guest token → 401 AUT432; no token → 401 AUT401', async () => {
    const guest = await guestToken(app);
    expect(errorIdOf(await getAs(app, consumerPaths.consumer, guest.accessToken))).toBe('AUT432');
    expect(errorIdOf(await getAs(app, consumerPaths.consumer))).toBe('AUT401');
  });
});

describe('PUT /consumers-v3/consumer', () => {
  const put = (body: unknown, key = 'wranx') =>
    post(app, consumerPaths.consumer, body, token(key), 'PUT');

  it('updates details and preferences, skipping empty values; phone stored as +digits', async () => {
    const response = await put({
      consumerProfile: {
        consumerDetails: { firstName: 'Wil', lastName: '', phone: '(212) 555-0188' },
        preferences: { interests: 'Running|Yoga' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      consumerDetails: { firstName: 'Wil', lastName: 'Nakamura', phone: '+12125550188' },
      preferences: { interests: 'Running|Yoga' },
    });
  });

  it('AUT453 bad email, AUT439 email of another account, PRO410 too young, PRO400 bad date', async () => {
    const details = (consumerDetails: object) => put({ consumerProfile: { consumerDetails } });
    expect(errorIdOf(await details({ email: 'nope' }))).toBe('AUT453');
    expect(errorIdOf(await details({ email: testConsumers.ipa.username }))).toBe('AUT439');
    expect(errorIdOf(await details({ birthDate: '2019-05-05' }))).toBe('PRO410');
    expect(errorIdOf(await details({ birthDate: '1990-13-01' }))).toBe('PRO400');
  });

  it('an employee accepts the discount terms; the session then says so', async () => {
    const response = await put(
      { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
      'employee',
    );
    expect(response.json().consumerDetails.employee.isEmployeeDiscountTCAccepted).toBe(true);
    const again = await registeredToken(
      app,
      testConsumers.employee.username,
      testConsumers.employee.password,
    );
    expect(again).toMatchObject({ isEmployeeDiscountTCAccepted: true });
    expect(errorIdOf(await put({ consumerProfile: { isEmployeeDiscountTCAccepted: true } }))).toBe(
      'API400',
    );
  });
});

describe('loyalty sign-up (spec 3 §4): PUT /consumer with a Loyalty enrolment', () => {
  it('makes a partial profile a member, keeps its details and asks for none (spec 3 §6)', async () => {
    const login = 'enrol-partial@example.com';
    const created = await post(
      app,
      consumerPaths.consumer,
      await withCaptcha(app, 'register', { login, password: 'Enrol1234' }),
    );
    expect(created.json()).toMatchObject({ isLoyaltyMember: false, partiallyEnrolled: true });
    const session = await registeredToken(app, login, 'Enrol1234');
    const enrolled = await post(
      app,
      consumerPaths.consumer,
      {
        consumerProfile: {
          consumerDetails: { firstName: 'Ada' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US', channel: 'ECOMM' }],
        },
      },
      session.accessToken,
      'PUT',
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json()).toMatchObject({
      isLoyaltyMember: true,
      memberId: expect.stringMatching(/^M\d{10}$/),
      loyaltyOptInDate: expect.any(String),
      partiallyEnrolled: true,
      consumerDetails: { firstName: 'Ada', email: login },
    });
    const profile = await getAs(
      app,
      `${consumerPaths.consumer}?includeLoyaltySummary=true`,
      session.accessToken,
    );
    expect(profile.json()).toMatchObject({ loyaltySummary: { points: { balance: 0 } } });
    // A member completes the remaining steps later, one detail at a time.
    const phone = await post(
      app,
      consumerPaths.consumer,
      { consumerProfile: { consumerDetails: { phone: '(303) 555-0142' } } },
      session.accessToken,
      'PUT',
    );
    expect(phone.statusCode, phone.body).toBe(200);
  });

  it('an opt-out or a member changes nothing', async () => {
    const before = (await getAs(app, consumerPaths.consumer, token('loyalty'))).json();
    const again = await post(
      app,
      consumerPaths.consumer,
      { consumerProfile: { enrollments: [{ type: 'Loyalty', optin: true }] } },
      token('loyalty'),
      'PUT',
    );
    expect(again.json()).toMatchObject({ memberId: before.memberId, isLoyaltyMember: true });
    const optOut = await post(
      app,
      consumerPaths.consumer,
      { consumerProfile: { enrollments: [{ type: 'Loyalty', optin: false }] } },
      token('athlete'),
      'PUT',
    );
    expect(optOut.json()).toMatchObject({ isLoyaltyMember: false });
  });
});

describe('POST /consumers-v3/consumer', () => {
  it('creates a consumer (201 with its profile); PRO411 for loyalty without birth date', async () => {
    const created = await post(
      app,
      consumerPaths.consumer,
      await withCaptcha(app, 'register', {
        login: 'created@example.com',
        password: 'Created123',
        loyaltyOptIn: true,
        birthdate: '1980-01-01',
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      isLoyaltyMember: true,
      memberId: expect.stringMatching(/^M\d{10}$/),
    });
    const missing = await post(
      app,
      consumerPaths.consumer,
      await withCaptcha(app, 'register', {
        login: 'created2@example.com',
        password: 'Created123',
        loyaltyOptIn: true,
      }),
    );
    expect(errorIdOf(missing)).toBe('PRO411');
  });
});

describe('lookup', () => {
  it('finds by email or phone; unknown → 404 CCN404', async () => {
    const byEmail = await getAs(
      app,
      `${consumerPaths.lookup}?email=LOYALTY@example.com`,
      token('registered'),
    );
    expect(byEmail.json()).toEqual({
      exists: true,
      isLoyaltyMember: true,
      hasPassword: true,
      consumerType: 'REGISTERED',
    });
    const byPhone = await getAs(
      app,
      `${consumerPaths.lookup}?phone=303-555-0101`,
      token('registered'),
    );
    expect(byPhone.statusCode).toBe(200);
    const unknown = await getAs(
      app,
      `${consumerPaths.lookup}?email=ghost@example.com`,
      token('registered'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorIdOf(unknown)).toBe('CCN404');
    expect(errorIdOf(await getAs(app, consumerPaths.lookup, token('registered')))).toBe('API400');
  });
});

describe('SMS subscription', () => {
  it('POST subscribes pending double opt-in, PUT opts out; GET lists', async () => {
    const subscribe = await post(
      app,
      consumerPaths.subscription,
      { optin: true },
      token('registered'),
    );
    expect(subscribe.json().subscriptions).toContainEqual({
      channel: 'SMS',
      type: 'MARKETING',
      optin: true,
      doubleOptin: false,
    });
    await post(app, consumerPaths.subscription, { optin: false }, token('registered'), 'PUT');
    const list = await getAs(app, consumerPaths.subscription, token('registered'));
    expect(list.json().subscriptions).toContainEqual({
      channel: 'SMS',
      type: 'MARKETING',
      optin: false,
      doubleOptin: false,
    });
  });

  it('opting in without any phone → 400 API400', async () => {
    const response = await post(app, consumerPaths.subscription, { optin: true }, token('ipa'));
    expect(errorIdOf(response)).toBe('API400');
  });
});

describe('e-mail subscriptions (PUT/POST /consumer/subscription with channel EMAIL)', () => {
  it('opts the newsletter out and in again at the account’s e-mail; POST waits for confirmation', async () => {
    const out = await post(
      app,
      consumerPaths.subscription,
      { channel: 'EMAIL', type: 'Newsletter', optin: false },
      token('loyalty'),
      'PUT',
    );
    expect(out.statusCode).toBe(200);
    const newsletters = (body: { subscriptions: { channel: string; type: string }[] }) =>
      body.subscriptions.filter((s) => s.channel === 'EMAIL' && s.type === 'Newsletter');
    expect(newsletters(out.json())).toEqual([
      {
        channel: 'EMAIL',
        type: 'Newsletter',
        optin: false,
        doubleOptin: false,
        recipient: 'loyalty@example.com',
      },
    ]);
    const back = await post(
      app,
      consumerPaths.subscription,
      { channel: 'EMAIL', type: 'Newsletter', optin: true },
      token('loyalty'),
    );
    expect(newsletters(back.json())).toEqual([
      expect.objectContaining({ type: 'Newsletter', optin: true, doubleOptin: false }),
    ]);
    // The SMS subscription is untouched.
    expect(back.json().subscriptions).toContainEqual({
      channel: 'SMS',
      type: 'MARKETING',
      optin: true,
      doubleOptin: true,
    });
  });

  it('the loyalty newsletter is for members: a member opts in, a non-member → 400 API400', async () => {
    const member = await post(
      app,
      consumerPaths.subscription,
      { channel: 'EMAIL', type: 'LoyaltyNewsletter', optin: true },
      token('loyalty'),
    );
    expect(member.json().subscriptions).toContainEqual(
      expect.objectContaining({
        channel: 'EMAIL',
        type: 'LoyaltyNewsletter',
        optin: true,
        doubleOptin: false,
      }),
    );
    const other = await post(
      app,
      consumerPaths.subscription,
      { channel: 'EMAIL', type: 'LoyaltyNewsletter', optin: true },
      token('athlete'),
    );
    expect([other.statusCode, errorIdOf(other)]).toEqual([400, 'API400']);
  });

  it('an unknown e-mail type → 400 API400; a guest → 401 AUT432', async () => {
    const unknown = await post(
      app,
      consumerPaths.subscription,
      { channel: 'EMAIL', type: 'Offers', optin: true },
      token('registered'),
      'PUT',
    );
    expect([unknown.statusCode, errorIdOf(unknown)]).toEqual([400, 'API400']);
    const guest = await guestToken(app);
    const asGuest = await post(
      app,
      consumerPaths.subscription,
      { channel: 'EMAIL', type: 'Newsletter', optin: false },
      guest.accessToken,
      'PUT',
    );
    expect(errorIdOf(asGuest)).toBe('AUT432');
  });
});

describe('loyalty', () => {
  it('vouchers: points, eligible only when affordable, unexpired reward codes and cards', async () => {
    const response = await getAs(app, consumerPaths.loyaltyVouchers, token('loyalty'));
    const body = response.json();
    expect(body.currentLoyaltyPoints).toBe(2500);
    expect(body.applicableLoyaltyVouchers.map((v: { eligible: boolean }) => v.eligible)).toEqual([
      true,
      true,
      false,
    ]);
    expect(body.rewardCodes.map((r: { code: string }) => r.code)).toEqual(['RWD-10-LOGAN']);
    expect(body.rewardCards).toHaveLength(2);
  });

  it('welcome promo and loyalty token for a member; 4044 for a non-member', async () => {
    const promo = await getAs(app, consumerPaths.welcomePromo, token('loyalty'));
    expect(promo.json().welcomePromo.code).toBe('WELCOME15');
    const loyaltyToken = await post(app, consumerPaths.loyaltyToken, {}, token('loyalty'));
    expect(loyaltyToken.json()).toMatchObject({
      memberId: 'M0000000102',
      expiresIn: 900,
      usid: expect.stringMatching(/^usid-/),
      referralCode: 'REF00000102',
    });
    const notMember = await getAs(app, consumerPaths.loyaltyVouchers, token('registered'));
    expect(notMember.statusCode).toBe(404);
    expect(errorIdOf(notMember)).toBe('4044');
  });
});

describe('POST /consumers-v3/consumer/subscription/newsletter', () => {
  it('stores the newsletter for a guest (spec 3 §5)', async () => {
    const guest = await guestToken(app);
    const response = await post(
      app,
      consumerPaths.newsletter,
      { email: 'Guest.News@example.com', policyAccepted: true, source: 'popup:spring' },
      guest.accessToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriptions).toContainEqual(
      expect.objectContaining({
        channel: 'EMAIL',
        type: 'Newsletter',
        optin: true,
        recipient: 'guest.news@example.com',
        source: 'popup:spring',
      }),
    );
  });

  it('stores it on a member’s profile, once per address', async () => {
    const body = { email: testConsumers.registered.username, policyAccepted: true };
    await post(app, consumerPaths.newsletter, body, token('registered'));
    await post(app, consumerPaths.newsletter, body, token('registered'));
    const profile = (await getAs(app, consumerPaths.consumer, token('registered'))).json() as {
      subscriptions: { type: string }[];
    };
    expect(profile.subscriptions.filter((s) => s.type === 'Newsletter')).toHaveLength(1);
  });

  it('needs the policy, a valid email and a token', async () => {
    const guest = await guestToken(app);
    const noPolicy = await post(
      app,
      consumerPaths.newsletter,
      { email: 'a@example.com' },
      guest.accessToken,
    );
    expect(noPolicy.statusCode).toBe(400);
    const badEmail = await post(
      app,
      consumerPaths.newsletter,
      { email: 'a@example', policyAccepted: true },
      guest.accessToken,
    );
    expect(errorIdOf(badEmail)).toBe('AUT453');
    const anonymous = await post(app, consumerPaths.newsletter, {
      email: 'a@example.com',
      policyAccepted: true,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
