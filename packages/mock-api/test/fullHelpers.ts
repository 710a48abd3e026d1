import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { seedAll } from '../src/db/seedAll';
import { buildServer } from '../src/server';
import { openPreparedTestDatabase, openTestDatabase, testNow } from './helpers';

/**
 * An in-memory database seeded exactly as `npm run mock-api` seeds it ({@link seedAll}), from
 * the worker's template (`openPreparedTestDatabase`).
 */
export function openFullTestDatabase(): Promise<DatabaseHandle> {
  return openPreparedTestDatabase('full', async (fresh) => {
    await seedAll(fresh);
  });
}

/**
 * A server on a database seeded exactly as `npm run mock-api` seeds it (every part: content,
 * catalogue, experiences, promotions, consumers, social gallery, gift cards). In memory by
 * default; a database of its own on the `DATABASE_URL` server when that is set
 * (`openTestDatabase`).
 */
export async function startFullServer(
  options: { dataDir?: string; databaseUrl?: string } = {},
): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const inMemory = !options.databaseUrl && (options.dataDir ?? 'memory://').startsWith('memory://');
  const handle = inMemory
    ? await openFullTestDatabase()
    : options.databaseUrl
      ? await openDatabase({ databaseUrl: options.databaseUrl })
      : await openTestDatabase(options.dataDir);
  if (!inMemory) await seedAll(handle);
  const app = await buildServer({
    db: handle.db,
    mediaBaseUrl: 'http://media.test/media',
    now: () => testNow,
  });
  return { app, handle };
}
