import {
  cacheTags,
  revalidationRequestSchema,
  revalidationSignatureHeader,
  verifyRevalidation,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  createRevalidationNotifier,
  noRevalidation,
  revalidationFromEnv,
} from '../src/revalidation/notifier';
import { registerE2eRoutes } from '../src/routes/e2e';
import { buildServer } from '../src/server';
import { openFullTestDatabase } from './fullHelpers';
import { contractHeaders, testNow } from './helpers';

const secret = 's'.repeat(40);
const storefrontUrl = 'http://storefront.test';
const mediaBaseUrl = 'http://media.test/media';

/** The storefront's side: every call the mock API made, its body checked against the secret. */
const calls: { url: string; tags: string[]; signed: boolean }[] = [];
const fakeFetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  const body = String(init?.body);
  const headers = new Headers(init?.headers);
  calls.push({
    url: String(url),
    tags: revalidationRequestSchema.parse(JSON.parse(body)).tags,
    signed: await verifyRevalidation(secret, body, headers.get(revalidationSignatureHeader)),
  });
  return new Response('{}', { status: 200 });
});

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openFullTestDatabase();
  const revalidation = createRevalidationNotifier({
    storefrontUrl,
    secret,
    fetch: fakeFetch as typeof fetch,
  });
  app = await buildServer({ db: handle.db, mediaBaseUrl, now: () => testNow, revalidation });
  registerE2eRoutes(app, {
    db: handle.db,
    enabled: true,
    revalidation,
    now: () => testNow,
    mediaBaseUrl,
  });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});
beforeEach(() => {
  calls.length = 0;
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: contractHeaders, payload });

describe('the storefront is told what changed (POST /api/revalidate, signed)', () => {
  it('on a content publication: the document (and its parent list) changes, and is served', async () => {
    const about = await app.inject({
      method: 'GET',
      url: '/pub/caas/v1/canvas/page/us/about?locale=en-US',
      headers: contractHeaders,
    });
    expect(about.statusCode).toBe(200);
    const document = { ...about.json(), title: 'About us, republished' };
    const published = await post('/__e2e/content/publish?locale=en-US', {
      docType: 'page',
      siteId: 'us',
      locale: 'en-US',
      slug: 'about',
      document,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      tags: [cacheTags.content('en-us', 'page', 'about')],
      revalidated: true,
    });
    expect(calls).toEqual([
      { url: `${storefrontUrl}/api/revalidate`, tags: ['content:en-us:page:about'], signed: true },
    ]);
    const served = await app.inject({
      method: 'GET',
      url: '/pub/caas/v1/canvas/page/us/about?locale=en-US',
      headers: contractHeaders,
    });
    expect(served.json()).toMatchObject({ title: 'About us, republished' });
    // Media URLs are stored as the placeholder again, so they follow the media base URL.
    expect(JSON.stringify(served.json())).toBe(JSON.stringify(document));
  });

  it('a sub-page publication also changes its parent page`s children list', async () => {
    const { publicationTags } = await import('../src/content/publish');
    expect(publicationTags('fr-ca', 'page', 'about/team')).toEqual([
      'content:fr-ca:page:about/team',
      'content:fr-ca:children:about',
    ]);
    expect(publicationTags('en-us', 'menu', 'menu')).toEqual(['content:en-us:menu:-']);
  });

  it('no call for a publication with revalidate: false (a journey of the cache)', async () => {
    const about = await app.inject({
      method: 'GET',
      url: '/pub/caas/v1/canvas/page/us/about?locale=en-US',
      headers: contractHeaders,
    });
    const published = await post('/__e2e/content/publish?locale=en-US', {
      docType: 'page',
      siteId: 'us',
      locale: 'en-US',
      slug: 'about',
      document: about.json(),
      revalidate: false,
    });
    expect(published.json()).toEqual({ tags: ['content:en-us:page:about'], revalidated: false });
    expect(calls).toEqual([]);
  });

  it('no call for a document that does not exist (404 API404, nothing stored)', async () => {
    const missing = await post('/__e2e/content/publish?locale=en-US', {
      docType: 'page',
      siteId: 'us',
      locale: 'en-US',
      slug: 'no-such-page',
      document: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorDetails[0].errorId).toBe('API404');
    expect(calls).toEqual([]);
  });

  it('on a stock change: the product; on a reset after writes: all content and catalogue', async () => {
    const stock = await post('/__e2e/stock?locale=en-US', { productId: 'ALP1001M', quantity: 3 });
    expect(stock.statusCode).toBe(200);
    expect(calls.map((call) => [call.tags, call.signed])).toEqual([
      [[cacheTags.product('ALP1001M')], true],
    ]);
    calls.length = 0;
    expect((await post('/__e2e/reset?locale=en-US', {})).statusCode).toBe(200);
    expect(calls.map((call) => call.tags)).toEqual([[cacheTags.allContent, cacheTags.allCatalog]]);
    calls.length = 0;
    await post('/__e2e/reset?locale=en-US', {});
    expect(calls).toEqual([]);
  });
});

describe('the notifier', () => {
  it('reports a refused or failed call and answers false, never throws', async () => {
    const errors: string[] = [];
    const refused = createRevalidationNotifier({
      storefrontUrl,
      secret,
      fetch: (async () => new Response('', { status: 401 })) as typeof fetch,
      onError: (message) => errors.push(message),
    });
    await expect(refused.notify(['catalog'])).resolves.toBe(false);
    const down = createRevalidationNotifier({
      storefrontUrl,
      secret,
      fetch: (async () => {
        throw new Error('ECONNREFUSED');
      }) as typeof fetch,
      onError: (message) => errors.push(message),
    });
    await expect(down.notify(['catalog'])).resolves.toBe(false);
    expect(errors).toEqual([
      'http://storefront.test/api/revalidate answered 401',
      'http://storefront.test/api/revalidate failed: ECONNREFUSED',
    ]);
  });

  it('is off without a secret of 32 characters or more (REVALIDATE_SECRET)', () => {
    expect(revalidationFromEnv({})).toBe(noRevalidation);
    expect(revalidationFromEnv({ REVALIDATE_SECRET: 'short' })).toBe(noRevalidation);
    expect(revalidationFromEnv({ REVALIDATE_SECRET: secret })).not.toBe(noRevalidation);
  });
});
