import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { insertContent, readSeedDocuments } from '../src/db/seed';
import { buildServer } from '../src/server';

/** Fixture content folder of the tests. */
export const fixtureContentDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/content',
);

/**
 * A test database. Without `DATABASE_URL`: PGlite in `dataDir` (default `memory://`). With
 * `DATABASE_URL` (a PostgreSQL server the tests may create databases on): a database of its
 * own on that server — a fresh one for `memory://`, and for a folder the same database each
 * time it is opened (so restart tests keep their meaning). Test files run in parallel, so
 * they never share a database. `options.onQuery` sees the SQL of every query (counting).
 */
export async function openTestDatabase(
  dataDir = 'memory://',
  options: { onQuery?: (query: string) => void } = {},
): Promise<DatabaseHandle> {
  const server = process.env.DATABASE_URL;
  if (!server) return openDatabase({ dataDir, databaseUrl: '', onQuery: options.onQuery });
  const name = dataDir.startsWith('memory://')
    ? `mockapi_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`
    : `mockapi_d_${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), onQuery: options.onQuery });
}

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
  const handle = await openTestDatabase();
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
