import { seedBasketIfEmpty } from '../basket/seed';
import { insertCatalog, seedCatalogIfEmpty } from '../catalog/seed';
import { seedConsumersIfEmpty } from '../consumers/seed';
import { seedExperiencesIfEmpty } from '../decisions/repository';
import { seedGiftCardsIfEmpty } from '../payments/giftCards';
import { seedSocialIfEmpty } from '../social/seed';
import type { DatabaseHandle } from './client';
import { dropAll, insertContent, readSeedDocuments, seedIfEmpty } from './seed';

/** What {@link seedAll} loaded: 0 for a part that already had data. */
export interface SeedSummary {
  contentDocuments: number;
  products: number;
}

/**
 * Migrates and seeds every part of the mock API the way `npm run mock-api` does: content,
 * catalogue, experiences, promotions and coupons, consumers, social gallery, gift cards —
 * each only when its table is empty. `reset: true` drops everything first and re-seeds.
 */
export async function seedAll(
  handle: DatabaseHandle,
  options: { reset?: boolean } = {},
): Promise<SeedSummary> {
  await handle.migrate();
  let contentDocuments: number;
  if (options.reset) {
    await dropAll(handle.db);
    await handle.migrate();
    contentDocuments = await insertContent(handle.db, await readSeedDocuments());
  } else {
    contentDocuments = await seedIfEmpty(handle.db);
  }
  const products = options.reset
    ? await insertCatalog(handle.db)
    : await seedCatalogIfEmpty(handle.db);
  // Decision engine experiences (seed/experiences.json): also after a reset, the table is empty then.
  await seedExperiencesIfEmpty(handle.db);
  await seedBasketIfEmpty(handle.db);
  await seedConsumersIfEmpty(handle.db);
  await seedSocialIfEmpty(handle.db);
  await seedGiftCardsIfEmpty(handle.db);
  return { contentDocuments, products };
}
