import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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
 * A test database. Without `DATABASE_URL`: PGlite in `dataDir` (default `memory://`: a copy of
 * the worker's empty cluster, see {@link openPreparedTestDatabase}). With
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
  // memory://: a copy of the worker's empty cluster (initdb once per worker, not per database).
  if (!server && dataDir.startsWith('memory://'))
    return openPreparedTestDatabase(emptyCluster, async () => {}, options);
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

/** Dumped data folders of the prepared test databases, per recipe key, once per worker. */
const templates = new Map<string, Promise<Blob>>();
/** Recipe key of the empty cluster every other recipe starts from. */
const emptyCluster = 'empty';

/**
 * An in-memory test database that `prepare` made (migrations, seeds). With PGlite, `prepare`
 * runs once per worker and `key`: the cluster is checkpointed and dumped, and every call starts
 * a PGlite of its own from that dump (a new cluster, its migrations and seeds cost each file
 * seconds; loading the dump about one). The Vitest workers keep this module between files
 * (`isolate: false`), so a worker prepares each recipe once. With `DATABASE_URL`: a fresh
 * database of its own on that server, `prepare` run on it. The same `key` must always mean the
 * same `prepare`. `options.onQuery` as in {@link openTestDatabase} (not told the template's SQL).
 */
export async function openPreparedTestDatabase(
  key: string,
  prepare: (handle: DatabaseHandle) => Promise<void>,
  options: { onQuery?: (query: string) => void } = {},
): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    const handle = await openTestDatabase('memory://', options);
    await prepare(handle);
    return handle;
  }
  let template = templates.get(key);
  if (!template) {
    template = prepareTemplate(key, prepare);
    templates.set(key, template);
    // A failed preparation fails its callers, and the next file tries again.
    template.catch(() => templates.delete(key));
  }
  return openDatabase({
    dataDir: 'memory://',
    databaseUrl: '',
    loadDataDir: await template,
    onQuery: options.onQuery,
  });
}

async function prepareTemplate(
  key: string,
  prepare: (handle: DatabaseHandle) => Promise<void>,
): Promise<Blob> {
  const handle =
    key === emptyCluster
      ? await openDatabase({ dataDir: 'memory://', databaseUrl: '' })
      : await openTestDatabase();
  try {
    await prepare(handle);
    // Dirty pages to the data files first, so a loaded copy starts without replaying the WAL.
    await handle.db.execute(sql`checkpoint`);
    if (!handle.dumpDataDir) throw new Error('a PGlite test database dumps its data folder');
    return await handle.dumpDataDir();
  } finally {
    await handle.close();
  }
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

/** A migrated in-memory database with the fixture content (from the worker's template). */
export function openFixtureTestDatabase(): Promise<DatabaseHandle> {
  return openPreparedTestDatabase('fixture-content', async ({ db, migrate }) => {
    await migrate();
    await insertContent(db, await readSeedDocuments(fixtureContentDir));
  });
}

/** A migrated in-memory database with the fixture content, and a server on it. */
export async function startTestServer(): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await openFixtureTestDatabase();
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
