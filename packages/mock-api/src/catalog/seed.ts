import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildCatalogSeed, type CatalogSeed } from '../../seed/catalog';
import type { Database } from '../db/client';
import {
  catalogAnswers,
  catalogCategories,
  catalogInventory,
  catalogProductSets,
  catalogProducts,
  catalogQuestions,
  catalogReviews,
  catalogVariantPrices,
  catalogVariants,
  collectionPoints,
  countries,
  storeEmployees,
  storeInventory,
  stores,
} from '../db/schema';

async function insertAll(db: Database, table: PgTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 500) {
    // biome-ignore lint/suspicious/noExplicitAny: rows come typed from the seed builders
    await db.insert(table).values(rows.slice(i, i + 500) as any);
  }
}

/**
 * Inserts the catalogue seed in one transaction (parents first).
 * @returns the number of products written.
 */
export async function insertCatalog(
  db: Database,
  seed: CatalogSeed = buildCatalogSeed(),
): Promise<number> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await insertAll(t, catalogCategories, seed.categories);
    await insertAll(t, catalogProducts, seed.products);
    await insertAll(t, catalogVariants, seed.variants);
    await insertAll(t, catalogVariantPrices, seed.prices);
    await insertAll(t, catalogInventory, seed.inventory);
    await insertAll(t, catalogProductSets, seed.productSets);
    await insertAll(t, catalogReviews, seed.reviews);
    await insertAll(t, catalogQuestions, seed.questions);
    await insertAll(t, catalogAnswers, seed.answers);
    await insertAll(t, stores, seed.stores);
    await insertAll(t, storeInventory, seed.storeInventory);
    await insertAll(t, storeEmployees, seed.employees);
    await insertAll(t, collectionPoints, seed.collectionPoints);
    await insertAll(t, countries, seed.countries);
  });
  return seed.products.length;
}

/**
 * Seeds the catalogue when the products table is empty (first start).
 * @returns the number of products seeded (0 when there were products already).
 */
export async function seedCatalogIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(catalogProducts);
  if ((row?.n ?? 0) > 0) return 0;
  return insertCatalog(db);
}
