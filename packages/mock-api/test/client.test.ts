// Both sides of the contract together: the commerce API client and content service
// against the mock API listening on a real port.
import { findLocale } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService } from '../../blocks/src/content/contentService';
import { ApiError, createApiClient } from '../../commerce/src/api/client';
import type { DatabaseHandle } from '../src/db/client';
import { startTestServer, testNow } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let baseUrl: string;

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('commerce client against the mock API', () => {
  const client = () => createApiClient({ baseUrl, locale: findLocale('en-us')! });

  it('passes the header rule and reads server time', async () => {
    await expect(client().get('/fapi/server/time')).resolves.toEqual({
      timestamp: testNow.getTime(),
    });
  });

  it('loads published and preview content', async () => {
    expect((await createContentService(client()).getPage('home')).id).toBe('home-en-us');
    const preview = createContentService(client(), {
      preview: true,
      previewDateTime: '2026-12-22T00:00:00Z',
      cmsEnv: 'staging',
    });
    expect((await preview.getPage('home')).id).toBe('home-en-us-sale');
    expect((await createContentService(client()).getShowcase('article', { limit: 10 })).total).toBe(
      25,
    );
  });

  it('turns a 404 into ApiError API404 with the correlation id', async () => {
    const error = await createContentService(client())
      .getPage('missing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorId: 'API404', appId: 'storefront-mock-api' });
    expect((error as ApiError).correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
