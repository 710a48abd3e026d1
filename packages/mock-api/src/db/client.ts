import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database the mock API queries, whichever driver backs it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrator and its closer. */
export interface DatabaseHandle {
  db: Database;
  /** `pglite` (embedded, in a folder or `memory://`) or `postgres` (`DATABASE_URL`). */
  kind: 'pglite' | 'postgres';
  /** Where the data lives: the PGlite folder, `memory://`, or the server URL without password. */
  location: string;
  /** Applies the SQL migrations of `packages/mock-api/drizzle/` that are not applied yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data folder as an uncompressed tar, for `loadDataDir` (test templates). */
  dumpDataDir?: () => Promise<Blob>;
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Folder of the drizzle-kit SQL migrations. */
export const migrationsFolder = path.join(packageDir, 'drizzle');

/** Default PGlite data folder: `packages/mock-api/.data/pglite` (gitignored). */
export const defaultDataDir = path.join(packageDir, '.data', 'pglite');

/** Options of {@link openDatabase}; both default from the environment. */
export interface OpenDatabaseOptions {
  /** PostgreSQL server URL; when set, PGlite is not used. Default `DATABASE_URL`. */
  databaseUrl?: string;
  /** PGlite data folder or `memory://`. Default `MOCK_API_DATA_DIR`, else {@link defaultDataDir}. */
  dataDir?: string;
  /** Called with the SQL text of every query drizzle sends (tests count queries with it). */
  onQuery?: (query: string) => void;
  /**
   * PGlite only: a data folder dumped by `dumpDataDir` to start from instead of an empty
   * cluster (the tests' migrated and seeded templates, test/helpers.ts).
   */
  loadDataDir?: Blob;
}

const loggerOf = (onQuery: ((query: string) => void) | undefined) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

/**
 * Opens the mock API's database: a PostgreSQL server when a URL is given (node-postgres),
 * else an embedded PGlite (a data folder, created if needed, or `memory://` for tests).
 * Does not migrate: call `handle.migrate()`.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // An idle connection the server closes (a restart, `pg_terminate_backend`) is an 'error'
    // event on the pool; unheard, it would end the process. The pool drops that connection
    // and opens a new one for the next query: say so and go on.
    pool.on('error', (error) =>
      console.error(`mock API: a PostgreSQL connection closed (${error.message}); reconnecting`),
    );
    const db = drizzlePg(pool, { schema, logger: loggerOf(options.onQuery) });
    const safe = new URL(databaseUrl);
    safe.password = '';
    return {
      db,
      kind: 'postgres',
      location: safe.toString(),
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? process.env.MOCK_API_DATA_DIR ?? defaultDataDir;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema, logger: loggerOf(options.onQuery) });
  return {
    db,
    kind: 'pglite',
    location: dataDir,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
