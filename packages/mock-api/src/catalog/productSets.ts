import type { ProductSet, ProductSets } from '@storefront/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogProductSets } from '../db/schema';
import { ApiHttpError } from '../errors';
import { loadBundles, toTile, type ViewContext } from './repository';

/** Every product set (spec 2 §7 "Internal" collections), by id. */
export async function listProductSets(db: Database) {
  const sets = await db.select().from(catalogProductSets).orderBy(catalogProductSets.id);
  return sets.map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    productIds: s.productIds,
  }));
}

/** The product sets a product belongs to (spec 2 §7 "product sets"), by id. */
export async function productSetsOf(db: Database, productId: string): Promise<ProductSets> {
  const sets = await db
    .select()
    .from(catalogProductSets)
    .where(sql`${catalogProductSets.productIds} @> ${JSON.stringify([productId])}::jsonb`)
    .orderBy(catalogProductSets.id);
  return {
    productId,
    productSets: sets.map((s) => ({ id: s.id, name: s.name, productIds: s.productIds })),
  };
}

/**
 * A product set with its products as tiles (spec 2 §7 "product set").
 * @throws ApiHttpError 404 `API404` for an unknown set
 */
export async function productSet(db: Database, id: string, ctx: ViewContext): Promise<ProductSet> {
  const [set] = await db.select().from(catalogProductSets).where(eq(catalogProductSets.id, id));
  if (!set) throw new ApiHttpError(404, 'API404', `Product set not found: ${id}`);
  const bundles = await loadBundles(db, ctx.currency, set.productIds);
  return {
    id: set.id,
    name: set.name,
    description: set.description,
    products: bundles.map((b) => toTile(b, ctx)),
  };
}
