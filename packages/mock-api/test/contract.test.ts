import { errorEnvelopeSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { contractHeaders, get, startTestServer, testNow } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('request header rule', () => {
  it.each(Object.keys(contractHeaders))('answers 400 API400 naming a missing %s', async (name) => {
    const headers: Record<string, string> = { ...contractHeaders };
    delete headers[name];
    const res = await app.inject({ url: '/fapi/server/time?locale=en-US', headers });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.errorDetails[0]).toEqual({
      errorId: 'API400',
      message: `Missing required header: ${name}`,
    });
  });

  it('requires the locale query and a served locale', async () => {
    const missing = await app.inject({ url: '/fapi/server/time', headers: contractHeaders });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorDetails[0].message).toBe('Missing required query parameter: locale');
    const unknown = await get(app, '/fapi/server/time', 'de-DE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorDetails[0].message).toBe('Invalid query parameter: locale');
  });

  it('rejects a wrong channel', async () => {
    const res = await app.inject({
      url: '/fapi/server/time?locale=en-US',
      headers: { ...contractHeaders, 'x-channel': 'WEB' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails[0].message).toBe('Invalid header: x-channel');
  });

  it('exempts /health and /media', async () => {
    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    const media = await app.inject({ url: '/media/_placeholder.svg' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toContain('image/svg+xml');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ url: '/media/nope.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorDetails[0].errorId).toBe('API404');
  });
});

describe('correlation id and error envelopes', () => {
  it('echoes the correlation id on success and in error envelopes', async () => {
    const ok = await get(app, '/fapi/server/time');
    expect(ok.headers['x-correlation-id']).toBe('corr-1');
    const notFound = await get(app, '/nope');
    expect(notFound.headers['x-correlation-id']).toBe('corr-1');
    expect(notFound.json().correlationId).toBe('corr-1');
  });

  it('makes up a correlation id when the request has none', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with 404 API404', async () => {
    const res = await get(app, '/cart/v9/nothing');
    expect(res.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.appId).toBe('storefront-mock-api');
    expect(body.errorDetails[0]?.errorId).toBe('API404');
  });

  it('answers a wrong method with 405 API405 and Allow', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/pub/caas/v1/canvas/menu/us?locale=en-US',
      headers: contractHeaders,
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json().errorDetails[0].errorId).toBe('API405');
  });

  it('answers an unhandled error with 500 GEN500', async () => {
    const local = await startTestServer();
    local.app.get('/boom', async () => {
      throw new Error('kaput');
    });
    const res = await get(local.app, '/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      correlationId: 'corr-1',
      errorDetails: [{ errorId: 'GEN500', message: 'An unexpected error occurred' }],
    });
    await local.app.close();
    await local.handle.close();
  });
});

describe('server time', () => {
  it('returns the timestamp in ms', async () => {
    const res = await get(app, '/fapi/server/time');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timestamp: testNow.getTime() });
  });
});
