import { inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  catalogInventory,
  catalogProducts,
  catalogVariantPrices,
  catalogVariants,
  type ProductRow,
  type VariantPriceRow,
  type VariantRow,
} from '../db/schema';

/**
 * An in-process copy of the catalogue tables the hot paths read (product details, search,
 * auto-suggest, basket recalculation): products, variants, prices and online stock.
 * Read-only: callers must not mutate the rows.
 */
export interface CatalogSnapshot {
  /** Every product, in table order. */
  products: readonly ProductRow[];
  productById: ReadonlyMap<string, ProductRow>;
  /** Variants of each product, by `position`. */
  variantsByProduct: ReadonlyMap<string, readonly VariantRow[]>;
  variantById: ReadonlyMap<string, VariantRow>;
  variantByUpc: ReadonlyMap<string, VariantRow>;
  /** Currency → variant id → price row (minor units). */
  prices: ReadonlyMap<string, ReadonlyMap<string, VariantPriceRow>>;
  /**
   * Variant id → stored online quantity (`catalog_inventory`): every variant, or at least
   * those of the `productIds` asked for.
   */
  inventory: ReadonlyMap<string, number>;
}

interface StaticPart {
  key: string;
  products: ProductRow[];
  productById: Map<string, ProductRow>;
  variantsByProduct: Map<string, VariantRow[]>;
  variantById: Map<string, VariantRow>;
  variantByUpc: Map<string, VariantRow>;
  prices: Map<string, Map<string, VariantPriceRow>>;
}

interface CacheEntry {
  static?: StaticPart;
  inventory?: { key: string; quantities: Map<string, number> };
}

const caches = new WeakMap<object, CacheEntry>();

/** Reads the change stamps of migration 0007 (`catalog_versions`): name → version. */
async function readVersions(db: Database): Promise<Map<string, string>> {
  const result = (await db.execute(
    sql`select "name", "version"::text as "version" from "catalog_versions"`,
  )) as unknown as { rows: { name: string; version: string }[] };
  return new Map(result.rows.map((r) => [r.name, r.version]));
}

async function loadStatic(db: Database, key: string): Promise<StaticPart> {
  const [products, variants, prices] = await Promise.all([
    db.select().from(catalogProducts),
    db.select().from(catalogVariants).orderBy(catalogVariants.productId, catalogVariants.position),
    db.select().from(catalogVariantPrices),
  ]);
  const variantsByProduct = new Map<string, VariantRow[]>();
  const variantById = new Map<string, VariantRow>();
  const variantByUpc = new Map<string, VariantRow>();
  for (const v of variants) {
    const list = variantsByProduct.get(v.productId) ?? [];
    list.push(v);
    variantsByProduct.set(v.productId, list);
    variantById.set(v.id, v);
    variantByUpc.set(v.upc, v);
  }
  const byCurrency = new Map<string, Map<string, VariantPriceRow>>();
  for (const p of prices) {
    const map = byCurrency.get(p.currency) ?? new Map<string, VariantPriceRow>();
    map.set(p.variantId, p);
    byCurrency.set(p.currency, map);
  }
  return {
    key,
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    variantsByProduct,
    variantById,
    variantByUpc,
    prices: byCurrency,
  };
}

/**
 * The catalogue snapshot of a database, reloaded only when a catalogue table changed since
 * the last load (one small query per call checks the change stamps). Stock changes often
 * (every order): when only the stock changed, a caller that needs a few products
 * (`products`: their ids, or a function of the static part giving them; `[]` for none) gets
 * their quantities in one small query, and the whole stock table is
 * reloaded only for a call over every product. Answers `undefined` inside a transaction
 * (which may see its own uncommitted writes): callers then query the tables directly.
 */
export async function catalogSnapshot(
  db: Database,
  products?: readonly string[] | ((snapshot: Omit<CatalogSnapshot, 'inventory'>) => string[]),
): Promise<CatalogSnapshot | undefined> {
  if (db instanceof PgTransaction) return undefined;
  const versions = await readVersions(db);
  const staticKey = ['catalog_products', 'catalog_variants', 'catalog_variant_prices']
    .map((name) => versions.get(name) ?? '')
    .join(':');
  const inventoryKey = versions.get('catalog_inventory') ?? '';
  const entry = caches.get(db) ?? {};
  caches.set(db, entry);
  const staticPart =
    entry.static?.key === staticKey ? entry.static : await loadStatic(db, staticKey);
  entry.static = staticPart;
  if (entry.inventory?.key === inventoryKey) {
    return { ...staticPart, inventory: entry.inventory.quantities };
  }
  if (products) {
    const productIds = typeof products === 'function' ? products(staticPart) : products;
    const variantIds = productIds.flatMap((id) =>
      (staticPart.variantsByProduct.get(id) ?? []).map((v) => v.id),
    );
    const rows =
      variantIds.length === 0
        ? []
        : await db
            .select({ variantId: catalogInventory.variantId, quantity: catalogInventory.quantity })
            .from(catalogInventory)
            .where(inArray(catalogInventory.variantId, variantIds));
    return { ...staticPart, inventory: new Map(rows.map((r) => [r.variantId, r.quantity])) };
  }
  const rows = await db
    .select({ variantId: catalogInventory.variantId, quantity: catalogInventory.quantity })
    .from(catalogInventory);
  entry.inventory = {
    key: inventoryKey,
    quantities: new Map(rows.map((r) => [r.variantId, r.quantity])),
  };
  return { ...staticPart, inventory: entry.inventory.quantities };
}
