import { consumerPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { consumerRequests, contactRequests } from '../src/db/consumerSchema';
import { catalogProducts } from '../src/db/schema';
import {
  errorIdOf,
  getAs,
  guestToken,
  post,
  registeredToken,
  startAuthTestServer,
  testConsumers,
} from './authHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let token = '';

beforeAll(async () => {
  ({ app, handle } = await startAuthTestServer());
  token = (
    await registeredToken(app, testConsumers.registered.username, testConsumers.registered.password)
  ).accessToken;
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('contact us', () => {
  it('categories with subjects in the locale language', async () => {
    const en = (await getAs(app, consumerPaths.contactUsCategories)).json();
    expect(en.categories.map((c: { categoryId: string }) => c.categoryId)).toEqual([
      'orders',
      'returns',
      'products',
      'account',
    ]);
    const fr = (await getAs(app, consumerPaths.contactUsCategories, undefined, 'fr-CA')).json();
    expect(fr.categories[0]).toMatchObject({ categoryId: 'orders', name: 'Commandes' });
  });

  it('stores a request (201 caseId) with the shopper when signed in', async () => {
    const body = {
      categoryId: 'orders',
      subjectId: 'delivery',
      email: 'Riley@Example.com',
      firstName: 'Riley',
      lastName: 'Morgan',
      message: 'Where is my parcel?',
    };
    const response = await post(app, consumerPaths.contactUs, body, token);
    expect(response.statusCode).toBe(201);
    const rows = await handle.db.select().from(contactRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: response.json().caseId,
      consumerId: testConsumers.registered.consumerId,
      email: 'riley@example.com',
    });
  });

  it('unknown subject → API400; bad email → AUT453', async () => {
    const base = {
      categoryId: 'orders',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      message: 'x',
    };
    expect(
      errorIdOf(await post(app, consumerPaths.contactUs, { ...base, subjectId: 'refund' })),
    ).toBe('API400');
    expect(
      errorIdOf(
        await post(app, consumerPaths.contactUs, { ...base, subjectId: 'delivery', email: 'a@b' }),
      ),
    ).toBe('AUT453');
  });
});

describe('event registration (spec 3 §3 payload)', () => {
  const payload = {
    email: 'runner@example.com',
    firstName: 'Rae',
    lastName: 'Stone',
    gender: 'F',
    phoneNumber: '+13035550111',
    attendingDays: ['2026-12-05'],
    eventId: 'EVT-TRAIL-2026',
    eventTermsAccepted: true,
    plusOne: true,
    registrationTimestamp: '2026-11-01T10:00:00Z',
  };

  it('registers once: the same email and event answers the first registration', async () => {
    const guest = await guestToken(app);
    const first = await post(app, consumerPaths.eventRegistration, payload, guest.accessToken);
    expect(first.statusCode).toBe(201);
    const again = await post(app, consumerPaths.eventRegistration, {
      ...payload,
      email: 'RUNNER@example.com',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().requestId).toBe(first.json().requestId);
  });

  it('terms not accepted → API400; missing attending days → API400', async () => {
    const terms = await post(app, consumerPaths.eventRegistration, {
      ...payload,
      eventTermsAccepted: false,
    });
    expect(errorIdOf(terms)).toBe('API400');
    const days = await post(app, consumerPaths.eventRegistration, {
      ...payload,
      attendingDays: [],
    });
    expect(errorIdOf(days)).toBe('API400');
  });
});

describe('recorded consumer requests', () => {
  it('warranty for a known product (201), API404 for an unknown one', async () => {
    await handle.db.insert(catalogProducts).values({
      id: 'ALP1001M',
      masterId: 'ALP1001M',
      slug: 'summit-boot',
      name: 'Summit Boot',
      kind: 'boot',
      categoryIds: [],
      colors: [],
      badges: [],
      description: 'A boot',
      details: [],
      releasedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const body = {
      productId: 'ALP1001M',
      purchaseDate: '2026-01-02',
      description: 'Sole came off',
      email: 'a@b.co',
    };
    expect((await post(app, consumerPaths.warranty, body, token)).statusCode).toBe(201);
    const unknown = await post(app, consumerPaths.warranty, { ...body, productId: 'NOPE' }, token);
    expect(errorIdOf(unknown)).toBe('API404');
  });

  it('resend gift card email refuses an unknown order; notification settings are stored', async () => {
    // The accepted resend (own order with an e-gift card): consumer.giftcards.test.ts.
    const resend = await post(
      app,
      consumerPaths.resendGiftCardEmail,
      { orderNumber: 'ORD-1', recipientEmail: 'friend@example.com' },
      token,
    );
    expect(resend.statusCode).toBe(404);
    expect(errorIdOf(resend)).toBe('OHS4004');
    expect(
      errorIdOf(
        await post(
          app,
          consumerPaths.resendGiftCardEmail,
          { orderNumber: 'ORD-1', recipientEmail: 'x' },
          token,
        ),
      ),
    ).toBe('AUT453');
    await post(app, consumerPaths.notification, { promotions: true }, token, 'PUT');
    const second = await post(
      app,
      consumerPaths.notification,
      { backInStock: false },
      token,
      'PUT',
    );
    expect(second.json().notification).toMatchObject({ promotions: true, backInStock: false });
    const kinds = (await handle.db.select().from(consumerRequests))
      .map((r) => r.kind)
      .filter((kind) => kind !== 'event-registration')
      .sort();
    expect(kinds).toEqual(['notification', 'notification', 'warranty']);
  });

  it('signed-in calls refuse a missing token (AUT401)', async () => {
    expect(errorIdOf(await post(app, consumerPaths.notification, {}, undefined, 'PUT'))).toBe(
      'AUT401',
    );
  });
});
