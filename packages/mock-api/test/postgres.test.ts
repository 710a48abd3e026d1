import { describe, expect, it } from 'vitest';
import { startFullServer } from './fullHelpers';
import { contractHeaders } from './helpers';
import { guestJourney, type Send } from './journey';

/**
 * `DATABASE_URL`: with a PostgreSQL server in `DATABASE_URL`, every test of
 * the suite runs on it (a database of its own per test server, `openTestDatabase`); this file
 * checks that the server really is PostgreSQL and a full journey works there. Skipped
 * without `DATABASE_URL` (PGlite only).
 */
describe.skipIf(!process.env.DATABASE_URL)('on the PostgreSQL server of DATABASE_URL', () => {
  it('migrates, seeds and serves a full guest journey', async () => {
    const { app, handle } = await startFullServer();
    try {
      expect(handle.kind).toBe('postgres');
      const send: Send = async (method, path, body, token) => {
        const response = await app.inject({
          method,
          url: `${path}${path.includes('?') ? '&' : '?'}locale=en-US`,
          headers: { ...contractHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        return { status: response.statusCode, json: response.json() };
      };
      const result = await guestJourney(send);
      expect(result.orderNumber).toMatch(/^ALP\d{8}$/);
      expect(result.status).toBe('created');
    } finally {
      await app.close();
      await handle.close();
    }
  }, 120_000);
});
