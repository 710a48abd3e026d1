import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { errorId } from './catalogHelpers';
import { contractHeaders, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  // The read route is test-only, registered as the e2e routes are.
  vi.stubEnv('MOCK_API_E2E', '1');
  try {
    ({ app, handle } = await startTestServer());
  } finally {
    vi.unstubAllEnvs();
  }
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const event = (userId: string, key = 'homeStoryClick', extra: object = {}) => ({
  key,
  userId,
  tags: { experienceId: 'home-story-test', variantId: 'repair-week' },
  timestamp: 1_764_000_000_000,
  ...extra,
});

const send = (payload: unknown, brand = 'alpine') =>
  app.inject({
    method: 'POST',
    url: `/api/engine/v1/events/${brand}?locale=en-US`,
    headers: contractHeaders,
    payload: payload as Record<string, unknown>,
  });

const read = async (query: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/__e2e/experiment-events?locale=en-US&${query}`,
      headers: contractHeaders,
    })
  ).json() as { batches: { brand: string; events: { userId: string; key: string }[] }[] };

describe('POST /api/engine/v1/events/{brand} (spec 3 §9 "Experiment delivery")', () => {
  it('keeps each batch as received, readable per brand and user', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => event(i < 9 ? 'u-1' : 'u-2'));
    const first = await send({ events: ten });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ accepted: 10 });
    expect(
      (await send({ events: [event('u-1', 'buy', { revenue: 1200, value: 12.5 })] })).statusCode,
    ).toBe(202);
    expect((await send({ events: [event('u-1')] }, 'other')).statusCode).toBe(202);

    const mine = await read('brand=alpine&userId=u-1');
    expect(mine.batches.map((batch) => batch.events.length)).toEqual([9, 1]);
    expect(mine.batches[1]?.events[0]).toMatchObject({ key: 'buy', revenue: 1200, value: 12.5 });
    expect((await read('brand=alpine')).batches.map((b) => b.events.length)).toEqual([10, 1]);
    expect((await read('brand=other')).batches).toHaveLength(1);
  });

  it('answers API400 and stores nothing for a bad batch', async () => {
    const before = (await read('brand=alpine&userId=bad')).batches.length;
    const bad = [
      {},
      { events: [] },
      { events: Array.from({ length: 11 }, () => event('bad')) },
      { events: [event('')] },
      { events: [event('bad'), { ...event('bad'), tags: 'not an object' }] },
      { events: [event('bad', 'k', { revenue: 12.5 })] },
    ];
    for (const payload of bad) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorId(response)).toBe('API400');
    }
    expect((await read('brand=alpine&userId=bad')).batches).toHaveLength(before);
  });
});

describe('GET /__e2e/decision-requests (test-only: what the decision engine received, spec 3 §7)', () => {
  const decide = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/engine/v1/decide/alpine?locale=en-US',
      headers: contractHeaders,
      payload: payload as Record<string, unknown>,
    });
  const requests = async (query: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/__e2e/decision-requests?locale=en-US&${query}`,
        headers: contractHeaders,
      })
    ).json() as { requests: { brand: string; request: { events: object[] } }[] };

  it('keeps each valid request per shopper (customerId, else monetateId); not an invalid one', async () => {
    const products = { eventType: 'monetate:context:ProductDetailView', products: ['ALP1101M'] };
    expect(
      (await decide({ monetateId: 'm-1', channel: 'ECOMM', events: [products] })).statusCode,
    ).toBe(200);
    expect(
      (await decide({ customerId: 'c-1', monetateId: 'm-1', channel: 'ECOMM' })).statusCode,
    ).toBe(200);
    expect((await decide({ monetateId: 'm-1', channel: 'nope' })).statusCode).toBe(400);
    const mine = await requests('brand=alpine&userId=m-1');
    expect(mine.requests).toHaveLength(1);
    expect(mine.requests[0]?.request.events).toEqual([products]);
    expect((await requests('brand=alpine&userId=c-1')).requests).toHaveLength(1);
    expect((await requests('brand=coast')).requests).toEqual([]);
  });
});
