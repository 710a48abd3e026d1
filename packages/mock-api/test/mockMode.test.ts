import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildServer } from '../src/server';
import { errorId } from './catalogHelpers';
import { contractHeaders, openTestDatabase } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await buildServer({ db: handle.db });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const get = (server: FastifyInstance, url: string) =>
  server.inject({ method: 'GET', url, headers: contractHeaders });

describe('mock API mode (spec 1 §2)', () => {
  it('answers a call under /mock as the call itself, marked x-mock-mode: on', async () => {
    const real = await get(app, '/health');
    const mocked = await get(app, '/mock/health');
    expect(mocked.statusCode).toBe(200);
    expect(mocked.json()).toEqual(real.json());
    expect(mocked.headers['x-mock-mode']).toBe('on');
    expect(real.headers['x-mock-mode']).toBeUndefined();
    // Errors keep the contract's envelope; only the exact prefix is the mode.
    const missing = await get(app, '/mock/no/such/path?locale=en-US');
    expect([missing.statusCode, missing.headers['x-mock-mode']]).toEqual([404, 'on']);
    expect((await get(app, '/mockery/health?locale=en-US')).statusCode).toBe(404);
  });

  it('is refused in production: /mock paths are unknown', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const production = await buildServer({ db: handle.db });
      const refused = await get(production, '/mock/health?locale=en-US');
      expect(refused.statusCode).toBe(404);
      expect(errorId(refused)).toBe('API404');
      expect(refused.headers['x-mock-mode']).toBeUndefined();
      await production.close();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
