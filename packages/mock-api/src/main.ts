/**
 * Starts the mock API on 127.0.0.1:${MOCK_API_PORT ?? 4000}.
 *
 * Storage: PGlite in `MOCK_API_DATA_DIR` (default `packages/mock-api/.data/pglite`), or the
 * PostgreSQL server of `DATABASE_URL`. Migrates, seeds on first start (empty content
 * table), then listens. `MOCK_API_PUBLIC_URL` is the public origin absolute URLs are built
 * from (default `http://127.0.0.1:${MOCK_API_PORT}`), `MOCK_API_MEDIA_URL` the `{{MEDIA}}`
 * base URL (default `${MOCK_API_PUBLIC_URL}/media`), `MOCK_API_CORS_ORIGINS` the
 * comma-separated browser origins allowed (default: the local storefront and preview tool);
 * `MOCK_API_STOREFRONT_URL` (default `http://127.0.0.1:3000`) is the origin of the
 * storefront links in mails (password reset) and of its revalidation route, which is called
 * when content or stock changes if `REVALIDATE_SECRET` (shared with the storefront) is set.
 * `NODE_ENV=production` leaves out GET /dev/mail.
 *
 * Flags: `--reset` drops everything and re-seeds before listening; `--reset-only` does
 * that and exits (`npm run reset -w @storefront/mock-api`).
 */
import { performance } from 'node:perf_hooks';
import { serverConfigFromEnv } from './config';
import { openDatabase } from './db/client';
import { seedAll } from './db/seedAll';
import { revalidationFromEnv } from './revalidation/notifier';
import { buildServer } from './server';

const started = performance.now();
const args = new Set(process.argv.slice(2));
const resetOnly = args.has('--reset-only');
const reset = resetOnly || args.has('--reset');
const { host, port, publicUrl, mediaBaseUrl, corsOrigins } = serverConfigFromEnv(process.env);
const elapsed = () => `${Math.round(performance.now() - started)} ms`;

const handle = await openDatabase();
const { contentDocuments: seeded, products } = await seedAll(handle, { reset });
const seedNote =
  seeded > 0 || products > 0
    ? `seeded ${seeded} content documents, ${products} products`
    : 'existing data';

if (resetOnly) {
  await handle.close();
  console.log(`mock API reset: ${handle.kind} ${handle.location}, ${seedNote} in ${elapsed()}`);
  process.exit(0);
}

const app = await buildServer({
  db: handle.db,
  publicUrl,
  mediaBaseUrl,
  corsOrigins,
  // A failed call to the storefront goes to the server's one logger (MOCK_API_LOG=warn shows it).
  revalidation: revalidationFromEnv(process.env, (message) =>
    app.log.warn({ event: 'revalidation.failed' }, message),
  ),
  logger: process.env.MOCK_API_LOG ? { level: process.env.MOCK_API_LOG } : false,
});
await app.listen({ host, port });
console.log(
  `mock API listening on http://${host}:${port} (${handle.kind} ${handle.location}, ${seedNote}, ready in ${elapsed()})`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
    await handle.close();
    console.log(`mock API stopped (${signal})`);
    process.exit(0);
  } catch (error) {
    console.error('mock API failed to stop cleanly', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
