/**
 * Starts the mock API on 127.0.0.1:${MOCK_API_PORT ?? 4000}.
 *
 * Storage: PGlite in `MOCK_API_DATA_DIR` (default `packages/mock-api/.data/pglite`), or the
 * PostgreSQL server of `DATABASE_URL`. Migrates, seeds on first start (empty content
 * table), then listens. `MOCK_API_MEDIA_URL` fixes the `{{MEDIA}}` base URL.
 *
 * Flags: `--reset` drops everything and re-seeds before listening; `--reset-only` does
 * that and exits (`npm run reset -w @storefront/mock-api`).
 */
import { performance } from 'node:perf_hooks';
import { seedBasketIfEmpty } from './basket/seed';
import { insertCatalog, seedCatalogIfEmpty } from './catalog/seed';
import { seedConsumersIfEmpty } from './consumers/seed';
import { openDatabase } from './db/client';
import { dropAll, insertContent, readSeedDocuments, seedIfEmpty } from './db/seed';
import { seedExperiencesIfEmpty } from './decisions/repository';
import { seedGiftCardsIfEmpty } from './payments/giftCards';
import { buildServer } from './server';
import { seedSocialIfEmpty } from './social/seed';

const started = performance.now();
const args = new Set(process.argv.slice(2));
const resetOnly = args.has('--reset-only');
const reset = resetOnly || args.has('--reset');
const host = process.env.MOCK_API_HOST ?? '127.0.0.1';
const port = Number(process.env.MOCK_API_PORT ?? 4000);
const elapsed = () => `${Math.round(performance.now() - started)} ms`;

const handle = await openDatabase();
await handle.migrate();

let seeded: number;
if (reset) {
  await dropAll(handle.db);
  await handle.migrate();
  seeded = await insertContent(handle.db, await readSeedDocuments());
} else {
  seeded = await seedIfEmpty(handle.db);
}
const products = reset ? await insertCatalog(handle.db) : await seedCatalogIfEmpty(handle.db);
// Decision engine experiences (seed/experiences.json): also after --reset, the table is empty then.
await seedExperiencesIfEmpty(handle.db);
await seedBasketIfEmpty(handle.db);
await seedConsumersIfEmpty(handle.db);
await seedSocialIfEmpty(handle.db);
await seedGiftCardsIfEmpty(handle.db);
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
  mediaBaseUrl: process.env.MOCK_API_MEDIA_URL,
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
