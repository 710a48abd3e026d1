import type { FastifyInstance } from 'fastify';
import { insertCatalog } from '../src/catalog/seed';
import type { DatabaseHandle } from '../src/db/client';
import { buildServer } from '../src/server';
import { contractHeaders, openPreparedTestDatabase, testNow } from './helpers';

/** A migrated in-memory database with the catalogue seed, and a server on it. */
export async function startCatalogServer(): Promise<{
  app: FastifyInstance;
  handle: DatabaseHandle;
}> {
  const handle = await openPreparedTestDatabase('catalog', async ({ db, migrate }) => {
    await migrate();
    await insertCatalog(db);
  });
  const app = await buildServer({
    db: handle.db,
    mediaBaseUrl: 'http://media.test/media',
    now: () => testNow,
  });
  return { app, handle };
}

/**
 * Sends a request with the contract headers and a locale query (default `en-US`), as the
 * shopper of `accessToken` when given.
 */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  locale = 'en-US',
  accessToken?: string,
) {
  const sep = url.includes('?') ? '&' : '?';
  return app.inject({
    method,
    url: `${url}${sep}locale=${locale}`,
    headers: {
      ...contractHeaders,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The first error code of an error envelope answer. */
export function errorId(response: { json: () => unknown }): string | undefined {
  const body = response.json() as { errorDetails?: { errorId: string }[] };
  return body.errorDetails?.[0]?.errorId;
}
