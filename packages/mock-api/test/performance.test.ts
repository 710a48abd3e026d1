import { type PerformanceSummary, performancePaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { errorIdOf, post } from './authHelpers';
import { get, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const summary = async (page: string) => {
  const response = await get(app, `${performancePaths.summary}?page=${encodeURIComponent(page)}`);
  expect(response.statusCode).toBe(200);
  return response.json() as PerformanceSummary;
};

describe('performance beacon (spec 1 §7)', () => {
  it('stores Core Web Vitals and an operator reads p75, median and max per page and metric', async () => {
    const page = '/en-gb/p/trail-boot';
    for (const [lcp, cls] of [
      [1200, 0.01],
      [2400, 0.2],
      [1800, 0.05],
      [3000, 0],
    ]) {
      const response = await post(app, performancePaths.ingest, {
        page,
        metrics: { LCP: lcp, CLS: cls, TTFB: 90 },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ received: true });
    }
    const read = await summary(page);
    expect(read.beacons).toBe(4);
    expect(read.figures.map((f) => f.metric)).toEqual(['CLS', 'LCP', 'TTFB']);
    expect(read.figures.find((f) => f.metric === 'LCP')).toEqual({
      page,
      metric: 'LCP',
      count: 4,
      p75: 2400,
      median: 1800,
      max: 3000,
    });
    expect(read.figures.find((f) => f.metric === 'CLS')?.p75).toBe(0.05);
  });

  it('refuses a bad beacon with 400 API400 in the envelope and stores nothing', async () => {
    const page = '/en-gb/refused';
    for (const body of [
      { page, metrics: {} },
      { page, metrics: { LCP: -1 } },
      { page, metrics: { LCP: 'slow' } },
      { page: '', metrics: { LCP: 1 } },
      { metrics: { LCP: 1 } },
      { page, metrics: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`m${i}`, 1])) },
    ]) {
      const response = await post(app, performancePaths.ingest, body);
      expect(response.statusCode).toBe(400);
      expect(errorIdOf(response)).toBe('API400');
    }
    expect((await summary(page)).beacons).toBe(0);
  });
});
