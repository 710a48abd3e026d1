import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { seedAll } from '../src/db/seedAll';
import { buildServer } from '../src/server';
import { testNow } from './helpers';

/**
 * A server on a database seeded exactly as `npm run mock-api` seeds it (every part: content,
 * catalogue, experiences, promotions, consumers, social gallery, gift cards). In memory by
 * default; `DATABASE_URL` is not read here (see `test/postgres.test.ts`).
 */
export async function startFullServer(
  options: { dataDir?: string; databaseUrl?: string } = {},
): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl }
      : { dataDir: options.dataDir ?? 'memory://', databaseUrl: '' },
  );
  await seedAll(handle);
  const app = await buildServer({
    db: handle.db,
    mediaBaseUrl: 'http://media.test/media',
    now: () => testNow,
  });
  return { app, handle };
}
