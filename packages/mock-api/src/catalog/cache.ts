import { AsyncLocalStorage } from 'node:async_hooks';
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
   * those of the `productIds` asked for (the quantities read earlier under the same stamp
   * are kept, so a call reads only the variants no earlier call read).
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
  /**
   * Stored online quantities under one stamp of `catalog_inventory`: every variant
   * (`complete`) or those read so far (each call adds the ones it lacks).
   */
  inventory?: {
    key: string;
    quantities: Map<string, number>;
    /** Variants already read (with a row or without one). */
    read: Set<string>;
    complete: boolean;
  };
}

const caches = new WeakMap<object, CacheEntry>();

/** The change stamps read once in a {@link withCatalogReads} call, per database. */
const callScope = new AsyncLocalStorage<Map<object, Promise<Map<string, string>>>>();

/**
 * Runs `task` with the catalogue change stamps read at most once per database: every
 * catalogue read of the task (resolving the variant, its entry, the recalculation's entries
 * and stock, the promotions) sees the catalogue as it was at the first of them, as if the
 * whole call had run at that instant, with one stamp query instead of one per read. For calls
 * that only read the catalogue (a basket change: spec 1 §7 "Cart"); stock is checked again at
 * placement. Nested calls share the outer scope.
 */
export function withCatalogReads<T>(task: () => Promise<T>): Promise<T> {
  return callScope.getStore() ? task() : callScope.run(new Map(), task);
}

/** Reads the change stamps of migration 0007 (`catalog_versions`): name → version. */
async function queryVersions(db: Database): Promise<Map<string, string>> {
  const result = (await db.execute(
    sql`select "name", "version"::text as "version" from "catalog_versions"`,
  )) as unknown as { rows: { name: string; version: string }[] };
  return new Map(result.rows.map((r) => [r.name, r.version]));
}

/**
 * The change stamps of the catalogue tables (and of `promotions`, migration 0012): table name →
 * the id of the last transaction that wrote it, as text. Read once per
 * {@link withCatalogReads} call, else on each call.
 */
export function catalogVersions(db: Database): Promise<Map<string, string>> {
  const scope = callScope.getStore();
  if (!scope) return queryVersions(db);
  let versions = scope.get(db);
  if (!versions) {
    versions = queryVersions(db);
    scope.set(db, versions);
  }
  return versions;
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
  const versions = await catalogVersions(db);
  const staticKey = ['catalog_products', 'catalog_variants', 'catalog_variant_prices']
    .map((name) => versions.get(name) ?? '')
    .join(':');
  const inventoryKey = versions.get('catalog_inventory') ?? '';
  const entry = caches.get(db) ?? {};
  caches.set(db, entry);
  const staticPart =
    entry.static?.key === staticKey ? entry.static : await loadStatic(db, staticKey);
  entry.static = staticPart;
  let stock = entry.inventory;
  if (stock?.key !== inventoryKey) {
    stock = { key: inventoryKey, quantities: new Map(), read: new Set(), complete: false };
    entry.inventory = stock;
  }
  if (stock.complete) return { ...staticPart, inventory: stock.quantities };
  if (products) {
    const productIds = typeof products === 'function' ? products(staticPart) : products;
    const { quantities: known, read } = stock;
    const missing = productIds.flatMap((id) =>
      (staticPart.variantsByProduct.get(id) ?? []).flatMap((v) => (read.has(v.id) ? [] : v.id)),
    );
    if (missing.length > 0) {
      const rows = await db
        .select({ variantId: catalogInventory.variantId, quantity: catalogInventory.quantity })
        .from(catalogInventory)
        .where(inArray(catalogInventory.variantId, missing));
      // A stamp may have moved while the query ran: keep the rows only under the stamp read.
      if (entry.inventory === stock) {
        for (const r of rows) known.set(r.variantId, r.quantity);
        for (const id of missing) read.add(id);
      } else
        return { ...staticPart, inventory: new Map(rows.map((r) => [r.variantId, r.quantity])) };
    }
    return { ...staticPart, inventory: known };
  }
  const rows = await db
    .select({ variantId: catalogInventory.variantId, quantity: catalogInventory.quantity })
    .from(catalogInventory);
  const quantities = new Map(rows.map((r) => [r.variantId, r.quantity]));
  if (entry.inventory === stock) {
    entry.inventory = { key: inventoryKey, quantities, read: new Set(), complete: true };
  }
  return { ...staticPart, inventory: quantities };
}
