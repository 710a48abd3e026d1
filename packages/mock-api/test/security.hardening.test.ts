import {
  authPaths,
  basketPaths,
  consumerPaths,
  productPaths,
  purchasePaths,
  socialPaths,
} from '@storefront/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { socialMedia } from '../src/db/schema';
import { buildServer } from '../src/server';
import { guestToken, registeredToken, testConsumers } from './authHelpers';
import { startFullServer } from './fullHelpers';
import { contractHeaders, openFixtureTestDatabase, openTestDatabase, testNow } from './helpers';

/** Published content base path (spec 2 §7). */
const publishedContentBase = '/pub/caas/v1/canvas';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Envelope {
  appId: string;
  correlationId: string;
  errorDetails: { errorId: string; message: string }[];
}

let app: FastifyInstance;
let handle: DatabaseHandle;
let guest: string;
let registered: string;

beforeAll(async () => {
  ({ app, handle } = await startFullServer());
  guest = (await guestToken(app)).accessToken;
  registered = (
    await registeredToken(app, testConsumers.registered.username, testConsumers.registered.password)
  ).accessToken;
}, 120_000);
afterAll(async () => {
  await app.close();
  await handle.close();
});

function call(
  server: FastifyInstance,
  method: Method,
  url: string,
  options: {
    body?: unknown;
    raw?: string | Buffer;
    token?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const sep = url.includes('?') ? '&' : '?';
  return server.inject({
    method,
    url: `${url}${sep}locale=en-US`,
    remoteAddress: options.remoteAddress,
    headers: {
      ...contractHeaders,
      ...(options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.raw !== undefined
      ? { payload: options.raw }
      : options.body === undefined
        ? {}
        : { payload: options.body as Record<string, unknown> }),
  });
}

/** Asserts an error envelope answer with `status` and `errorId`; answers its message. */
function expectEnvelope(
  response: { statusCode: number; body: string },
  status: number,
  errorId: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as Envelope;
  expect(body.appId).toBeTruthy();
  expect(body.errorDetails[0]?.errorId, response.body).toBe(errorId);
  return body.errorDetails[0]?.message ?? '';
}

const nul = '\u0000';

describe('NUL byte in a string field', () => {
  it('NUL byte in a JSON body field is refused with 400 API400 naming the field', async () => {
    const cases: { method: Method; url: string; body: unknown; token?: string; field: string }[] = [
      {
        method: 'POST',
        url: authPaths.signUp,
        body: {
          login: `nul${nul}@example.com`,
          password: 'Passw0rd1',
          profile: { firstName: 'Ann', lastName: 'Lee' },
        },
        field: 'login',
      },
      {
        method: 'POST',
        url: consumerPaths.address,
        token: registered,
        body: {
          approachType: 'S',
          addressLine1: `1 Main${nul} St`,
          city: 'Denver',
          postalCode: '80202',
          countryCode: 'US',
        },
        field: 'addressLine1',
      },
      {
        method: 'POST',
        url: productPaths.questions('ALP1001M'),
        body: { text: `Warm?${nul}`, nickname: 'Ann' },
        field: 'text',
      },
      {
        method: 'PUT',
        url: productPaths.notifications,
        body: { productId: 'ALP9005W', variantId: 'x', email: `a${nul}@example.com` },
        field: 'email',
      },
      {
        method: 'POST',
        url: basketPaths.coupon,
        token: guest,
        body: { cartId: 'none', code: `SAVE${nul}10` },
        field: 'code',
      },
      {
        method: 'POST',
        url: basketPaths.item,
        token: guest,
        body: { cartId: 'none', productId: `ALP1001M${nul}`, qty: 1 },
        field: 'productId',
      },
      {
        method: 'POST',
        url: purchasePaths.trackOrder,
        body: { orderNumber: 'ALP00000001', email: `a${nul}b@example.com` },
        field: 'email',
      },
      {
        method: 'POST',
        url: consumerPaths.contactUs,
        body: {
          categoryId: 'orders',
          subjectId: 'late',
          email: 'a@example.com',
          firstName: 'Ann',
          lastName: 'Lee',
          message: ['hello', `wor${nul}ld`],
        },
        field: 'message[1]',
      },
    ];
    for (const c of cases) {
      const response = await call(app, c.method, c.url, { body: c.body, token: c.token });
      const message = expectEnvelope(response, 400, 'API400');
      expect(message, c.url).toBe(`Invalid character (NUL) in field: ${c.field}`);
    }
  });

  it('NUL byte in a nested field or a query value is refused with 400 API400', async () => {
    const nested = await call(app, 'POST', authPaths.signUp, {
      body: {
        login: 'nested@example.com',
        password: 'Passw0rd1',
        profile: { firstName: `A${nul}nn` },
      },
    });
    expect(expectEnvelope(nested, 400, 'API400')).toBe(
      'Invalid character (NUL) in field: profile.firstName',
    );
    const query = await call(app, 'GET', `${productPaths.productSearch}?q=boot%00s`);
    expect(expectEnvelope(query, 400, 'API400')).toBe('Invalid character (NUL) in field: q');
    const suggest = await call(app, 'GET', `${productPaths.autoSuggest}?q=%00`);
    expect(expectEnvelope(suggest, 400, 'API400')).toBe('Invalid character (NUL) in field: q');
  });
});

describe('body size and content type', () => {
  it('a 1 MB and a 10 MB body get 413 API400 "Request body too large"; other content types 415 API415', async () => {
    for (const size of [1024 * 1024 + 10, 10 * 1024 * 1024]) {
      const raw = JSON.stringify({ text: 'x'.repeat(size), nickname: 'Ann' });
      const response = await call(app, 'POST', productPaths.questions('ALP1001M'), { raw });
      expect(expectEnvelope(response, 413, 'API400')).toBe('Request body too large');
    }
    // Regression guards (these answered right before): XML is 415, broken JSON 400.
    const xml = await call(app, 'POST', productPaths.questions('ALP1001M'), {
      headers: { 'content-type': 'application/xml' },
      raw: '<q/>',
    });
    expectEnvelope(xml, 415, 'API415');
    const broken = await call(app, 'POST', productPaths.questions('ALP1001M'), {
      raw: '{"text":',
    });
    expectEnvelope(broken, 400, 'API400');
  });
});

describe('malformed input', () => {
  // A regression guard: no 500 was found on this sample before the central rules either.
  it('wrong types, huge numbers and arrays for strings get 4xx in the envelope', async () => {
    const cases: { method: Method; url: string; body: unknown; token?: string }[] = [
      { method: 'POST', url: productPaths.questions('ALP1001M'), body: { text: 1, nickname: [] } },
      {
        method: 'POST',
        url: productPaths.questions('ALP1001M'),
        body: { text: ['a'], nickname: 'Ann' },
      },
      { method: 'POST', url: basketPaths.item, token: guest, body: [1, 2] },
      { method: 'POST', url: basketPaths.item, token: guest, body: 'null' },
      {
        method: 'POST',
        url: consumerPaths.address,
        token: registered,
        body: {
          approachType: 'S',
          addressLine1: ['1 Main St'],
          city: 'Denver',
          postalCode: 80202,
          countryCode: 'US',
        },
      },
      {
        method: 'POST',
        url: purchasePaths.purchaseHistory,
        token: registered,
        body: { start: 1e300, count: 1e300 },
      },
      {
        method: 'POST',
        url: purchasePaths.purchaseHistory,
        token: registered,
        body: { start: 99_999_999_999, count: 3 },
      },
      { method: 'POST', url: purchasePaths.trackOrder, body: { orderNumber: { $ne: 1 } } },
      {
        method: 'GET',
        url: `${productPaths.productSearch}?page=99999999999999999999&limit=1`,
        body: undefined,
      },
      {
        method: 'GET',
        url: `${productPaths.reviews('ALP1001M')}?page=99999999999999`,
        body: undefined,
      },
    ];
    for (const c of cases) {
      const response =
        c.body === 'null'
          ? await call(app, c.method, c.url, { raw: 'null', token: c.token })
          : await call(app, c.method, c.url, { body: c.body, token: c.token });
      const status = response.statusCode;
      expect(status, `${c.url}: ${response.body}`).toBeLessThan(500);
      if (status >= 400) {
        const body = JSON.parse(response.body) as Envelope;
        expect(body.errorDetails[0]?.errorId, c.url).toMatch(/^[A-Z]{2,}\d+$/);
      }
    }
  });
});

/**
 * A bare server (unmigrated in-memory database) with two probe routes: `/limited` (1 call a
 * minute) and `/bad-value` (a query PostgreSQL refuses with SQLSTATE 22P02).
 */
async function probeServer() {
  const probeHandle = await openTestDatabase();
  const server = await buildServer({ db: probeHandle.db, now: () => testNow });
  server.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  server.get('/bad-value', async () => probeHandle.db.execute(sql`select ${'x'}::int as n`));
  return {
    server,
    close: async () => {
      await server.close();
      await probeHandle.close();
    },
  };
}

describe('database data exceptions', () => {
  it('a value the database refuses (SQLSTATE class 22) answers 400 API400, not GEN500', async () => {
    const { server, close } = await probeServer();
    try {
      const response = await call(server, 'GET', '/bad-value');
      expect(expectEnvelope(response, 400, 'API400')).toBe('Invalid value in the request');
    } finally {
      await close();
    }
  });
});

describe('rate limits answer 429 API429', () => {
  it('429 API429 in the error envelope with Retry-After on a rate-limited route', async () => {
    const { server, close } = await probeServer();
    try {
      expect((await call(server, 'GET', '/limited')).statusCode).toBe(200);
      const second = await call(server, 'GET', '/limited');
      expect(expectEnvelope(second, 429, 'API429')).toBe(
        'Too many requests. Please try again later.',
      );
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('TrackOrder is limited per order number (10 per 15 minutes)', async () => {
    const remoteAddress = '10.15.0.1';
    const tracked: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call(app, 'POST', purchasePaths.trackOrder, {
        body: { orderNumber: 'ALP12345678', email: `guess${i}@example.com` },
        remoteAddress: i % 2 === 0 ? remoteAddress : '10.15.0.2',
      });
      tracked.push(response.statusCode);
      if (i === 10) {
        expectEnvelope(response, 429, 'API429');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(tracked.slice(0, 10)).not.toContain(429);
    // Another order number from a third address is not affected.
    const other = await call(app, 'POST', purchasePaths.trackOrder, {
      body: { orderNumber: 'ALP12345679', email: 'a@example.com' },
      remoteAddress: '10.15.0.3',
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('TrackOrder is limited per IP (30 per minute)', async () => {
    const remoteAddress = '10.15.1.1';
    for (let i = 0; i < 30; i++) {
      const response = await call(app, 'POST', purchasePaths.trackOrder, {
        body: { orderNumber: `ALP2${String(i).padStart(7, '0')}`, email: 'a@example.com' },
        remoteAddress,
      });
      expect(response.statusCode, response.body).not.toBe(429);
    }
    const over = await call(app, 'POST', purchasePaths.trackOrder, {
      body: { orderNumber: 'ALP29999999', email: 'a@example.com' },
      remoteAddress,
    });
    expectEnvelope(over, 429, 'API429');
  });
});

describe('public origin and CORS', () => {
  let pub: FastifyInstance;
  let pubHandle: DatabaseHandle;
  beforeAll(async () => {
    pubHandle = await openFixtureTestDatabase();
    pub = await buildServer({
      db: pubHandle.db,
      now: () => testNow,
      publicUrl: 'http://api.example.test:4000',
      corsOrigins: ['http://127.0.0.1:3000'],
    });
  });
  afterAll(async () => {
    await pub.close();
    await pubHandle.close();
  });

  it('media URLs use the configured public origin, never the Host header', async () => {
    const response = await call(pub, 'GET', `${publishedContentBase}/page/us/home`, {
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).toContain('http://api.example.test:4000/media/');
  });

  it('CORS answers only the configured origins', async () => {
    const allowed = await call(pub, 'GET', '/health', {
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const other = await call(pub, 'GET', '/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await pub.inject({
      method: 'OPTIONS',
      url: '/cart/v1/cart',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('user text is stored as text', () => {
  it('a product question with markup is stored and served without it', async () => {
    const created = await call(app, 'POST', productPaths.questions('ALP1001M'), {
      body: {
        text: 'Is it <b>warm</b>?<script>alert(1)</script><img src=x onerror=alert(2)> 5 < 6 & 7 > 3',
        nickname: 'Ann<i>ie</i>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const question = created.json() as { id: string; text: string; author: string };
    expect(question.text).toBe('Is it warm? 5 < 6 & 7 > 3');
    expect(question.author).toBe('Annie');
    const list = await call(app, 'GET', `${productPaths.questions('ALP1001M')}?limit=50`);
    const served = (list.json() as { questions: { id: string; text: string }[] }).questions.find(
      (q) => q.id === question.id,
    );
    expect(served?.text).toBe('Is it warm? 5 < 6 & 7 > 3');
  });

  it('a question that is only markup is refused and nothing is stored', async () => {
    const before = await call(app, 'GET', `${productPaths.questions('ALP1002M')}?limit=50`);
    const response = await call(app, 'POST', productPaths.questions('ALP1002M'), {
      body: { text: '<script>alert(1)</script>', nickname: 'Ann' },
    });
    expectEnvelope(response, 400, 'API400');
    const after = await call(app, 'GET', `${productPaths.questions('ALP1002M')}?limit=50`);
    expect((after.json() as { total: number }).total).toBe(
      (before.json() as { total: number }).total,
    );
  });

  it('social screen names, captions and stash names are stored as text', async () => {
    const user = await call(app, 'POST', socialPaths.users, {
      body: { screenName: '<b>Trail</b>Fan', email: 'trailfan@example.com' },
    });
    expect(user.statusCode, user.body).toBe(201);
    expect((user.json() as { screenName: string }).screenName).toBe('TrailFan');
    const stash = await call(app, 'POST', socialPaths.stashes, {
      body: { name: 'Best <a href="javascript:x">of</a> 2026', mediaIds: ['med-0001'] },
    });
    expect(stash.statusCode, stash.body).toBe(201);
    expect((stash.json() as { name: string }).name).toBe('Best of 2026');
    const userId = (user.json() as { id: string }).id;
    const upload = await call(app, 'POST', socialPaths.userMedia(userId), {
      body: {
        caption: 'Summit <img src=x onerror=alert(1)>selfie',
        altText: '<i>Hiker</i>',
        imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
      },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [row] = await handle.db
      .select()
      .from(socialMedia)
      .where(eq(socialMedia.id, (upload.json() as { id: string }).id));
    expect(row).toMatchObject({ caption: 'Summit selfie', altText: 'Hiker' });
  });
});
