import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { insertContent, readSeedDocuments } from '../src/db/seed';
import { buildServer } from '../src/server';

/** Fixture content folder of the tests. */
export const fixtureContentDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/content',
);

/** The fixed "now" of the test server. */
export const testNow = new Date('2026-11-01T00:00:00Z');

/** Headers every contract request carries. */
export const contractHeaders = {
  'x-site-id': 'us',
  'x-channel': 'ECOMM',
  'x-brand': 'alpine',
  'x-region': 'NORA',
  'x-source': 'ECOM15',
  'x-client-app': 'mock-api-test',
  'x-transaction-id': 'tx-1',
  'x-correlation-id': 'corr-1',
};

/** A migrated in-memory database with the fixture content, and a server on it. */
export async function startTestServer(): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  await insertContent(handle.db, await readSeedDocuments(fixtureContentDir));
  const app = await buildServer({
    db: handle.db,
    mediaBaseUrl: 'http://media.test/media',
    now: () => testNow,
  });
  return { app, handle };
}

/** GET with the contract headers and a locale query (default `en-US`). */
export function get(app: FastifyInstance, url: string, locale = 'en-US') {
  const sep = url.includes('?') ? '&' : '?';
  return app.inject({
    method: 'GET',
    url: `${url}${sep}locale=${locale}`,
    headers: contractHeaders,
  });
}
