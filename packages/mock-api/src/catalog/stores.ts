import type {
  CollectionPoint,
  Store,
  StoreEmployees,
  StoreSearch,
  StoreSearchRequest,
} from '@storefront/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { postalAreas } from '../../seed/catalog/stores';
import type { Database } from '../db/client';
import {
  catalogVariants,
  collectionPoints,
  type StoreRow,
  storeEmployees,
  storeInventory,
  stores,
} from '../db/schema';
import { ApiHttpError } from '../errors';
import { distanceKm } from './http';
import { loadBundles, variantStock } from './repository';

type Point = { latitude: number; longitude: number };

/** Centre of a postal code from the seeded postal areas (longest prefix wins), or undefined. */
export function geocodePostalCode(postalCode: string, countryCode?: string): Point | undefined {
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  return postalAreas
    .filter(
      (a) =>
        (!countryCode || a.countryCode === countryCode.toUpperCase()) && code.startsWith(a.prefix),
    )
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** Where a search starts (spec 2 §7 store search). */
export interface SearchOrigin {
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  countryCode?: string;
}

/**
 * The point a search measures from: the coordinates when given, else the postal code's centre
 * (`null` for an unknown postal code: nothing is near it), else undefined (no origin given).
 */
export function searchOrigin(q: SearchOrigin): Point | null | undefined {
  if (q.latitude !== undefined && q.longitude !== undefined)
    return { latitude: q.latitude, longitude: q.longitude };
  if (q.postalCode) return geocodePostalCode(q.postalCode, q.countryCode) ?? null;
  return undefined;
}

function toStore(row: StoreRow, distance?: number): Store {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    services: { pickup: row.pickup, shipToStore: row.shipToStore },
    ...(distance === undefined ? {} : { distance }),
  };
}

/** Every store, by id; those of one country (ISO 3166 alpha-2, any case) when given. */
async function storeRows(db: Database, countryCode?: string): Promise<StoreRow[]> {
  const rows = await db.select().from(stores).orderBy(asc(stores.id));
  return countryCode ? rows.filter((s) => s.countryCode === countryCode.toUpperCase()) : rows;
}

/** The stores of spec 2 §7 "store list", by id; those of one country when given. */
export async function listStores(db: Database, countryCode?: string): Promise<Store[]> {
  return (await storeRows(db, countryCode)).map((row) => toStore(row));
}

/** A store, or undefined for an unknown id. */
export async function findStore(db: Database, storeId: string): Promise<StoreRow | undefined> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

/** The stores of the given ids that exist (any order). */
export function findStores(db: Database, storeIds: string[]): Promise<StoreRow[]> {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db.select().from(stores).where(inArray(stores.id, storeIds));
}

/**
 * A store's stock of a variant (units).
 * @throws ApiHttpError 404 `API404` for an unknown store
 */
export async function storeStock(
  db: Database,
  storeId: string,
  variantId: string,
): Promise<{ id: string; storeInventory: number }> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new ApiHttpError(404, 'API404', `Store ${storeId} not found`);
  const [row] = await db
    .select({ quantity: storeInventory.quantity })
    .from(storeInventory)
    .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.variantId, variantId)));
  return { id: storeId, storeInventory: row?.quantity ?? 0 };
}

/** A store's stock of several variants, by variant id (unknown store: every stock 0). */
export async function storeStocks(
  db: Database,
  storeId: string,
  variantIds: string[],
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: storeInventory.variantId, quantity: storeInventory.quantity })
    .from(storeInventory)
    .where(and(eq(storeInventory.storeId, storeId), inArray(storeInventory.variantId, variantIds)));
  return new Map(rows.map((r) => [r.variantId, r.quantity]));
}

/** Every store's stock rows of the given variants. */
export function variantsStoreStock(db: Database, variantIds: string[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db.select().from(storeInventory).where(inArray(storeInventory.variantId, variantIds));
}

/** A search of spec 2 §7 "store search": where from, how far (km), how many. */
export interface StoreSearchInput extends SearchOrigin {
  radius: number;
  limit: number;
}

/**
 * Store search (spec 2 §7): the stores nearest the origin within `radius` km (nearest first),
 * or every store of `countryCode` without an origin; with `body.variantId`, each store's
 * pickup / ship-to-store availability of `body.quantity` (default 1) units of it.
 * @param currency the answer's currency (the online stock of the variant's product)
 * @throws ApiHttpError 400 `API400` without an origin or a country; for an unknown variantId
 */
export async function searchStores(
  db: Database,
  query: StoreSearchInput,
  body: StoreSearchRequest,
  currency: string,
): Promise<StoreSearch> {
  const from = searchOrigin(query);
  if (from === undefined && !query.countryCode) {
    throw new ApiHttpError(
      400,
      'API400',
      'Give latitude and longitude, a postalCode or a countryCode',
    );
  }
  const rows = await storeRows(db, query.countryCode);
  let found: { row: StoreRow; distance?: number }[] = rows.map((row) => ({ row }));
  if (from === null) found = [];
  else if (from) {
    found = rows
      .map((row) => ({ row, distance: distanceKm(from, row) }))
      .filter((s) => s.distance <= query.radius)
      .sort((a, b) => a.distance - b.distance);
  }
  found = found.slice(0, query.limit);
  const check = body.variantId
    ? await variantCheck(db, body.variantId, body.quantity ?? 1, currency)
    : undefined;
  return {
    total: found.length,
    stores: found.map(({ row, distance }) => {
      const inventory = check?.(row);
      return { ...toStore(row, distance), ...(inventory ? { inventory } : {}) };
    }),
  };
}

type StoreInventory = NonNullable<StoreSearch['stores'][number]['inventory']>;

/** How a store answers for `quantity` units of a variant (spec 2 §7 store search). */
async function variantCheck(
  db: Database,
  variantId: string,
  quantity: number,
  currency: string,
): Promise<(store: StoreRow) => StoreInventory> {
  const [variant] = await db
    .select()
    .from(catalogVariants)
    .where(eq(catalogVariants.id, variantId));
  if (!variant) throw new ApiHttpError(400, 'API400', `Unknown variantId: ${variantId}`);
  const [bundle] = await loadBundles(db, currency, [variant.productId]);
  const bundled = bundle?.variants.find((v) => v.id === variant.id);
  const online =
    bundle && bundled && !bundle.product.isRobisOnly
      ? variantStock(bundle.product, bundled).quantity
      : 0;
  const digital = bundle?.product.productType === 'digital';
  const stock = await variantsStoreStock(db, [variant.id]);
  return (store) => {
    const inStore = digital ? 0 : (stock.find((s) => s.storeId === store.id)?.quantity ?? 0);
    return {
      variantId: variant.id,
      quantity: inStore,
      stockStatus: inStore > 0 ? 'InStock' : 'OutOfStock',
      pickup: store.pickup && inStore >= quantity,
      shipToStore: store.shipToStore && !digital && online >= quantity,
    };
  };
}

/** A collection-point search (spec 2 §7): a country, an origin, km and how many. */
export interface CollectionPointSearch extends SearchOrigin {
  countryCode: string;
  radius?: number;
  limit?: number;
}

/**
 * Collection points of a country within `radius` km (default 50) of the origin, nearest first,
 * at most `limit` (default 10) (spec 2 §7).
 * @throws ApiHttpError 400 `API400` without an origin
 */
export async function searchCollectionPoints(
  db: Database,
  search: CollectionPointSearch,
): Promise<{ collectionPoints: CollectionPoint[] }> {
  const from = searchOrigin(search);
  if (from === undefined)
    throw new ApiHttpError(400, 'API400', 'Give latitude and longitude or a postalCode');
  if (from === null) return { collectionPoints: [] };
  const radius = search.radius ?? 50;
  const rows = await db
    .select()
    .from(collectionPoints)
    .where(eq(collectionPoints.countryCode, search.countryCode.toUpperCase()));
  return {
    collectionPoints: rows
      .map((row) => ({ row, distance: distanceKm(from, row) }))
      .filter((p) => p.distance <= radius)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, search.limit ?? 10)
      .map(({ row, distance }) => ({
        id: row.id,
        name: row.name,
        carrier: row.carrier,
        address: row.address,
        latitude: row.latitude,
        longitude: row.longitude,
        openingHours: row.openingHours,
        distance,
      })),
  };
}

/**
 * The employees of a store (spec 2 §7), by id.
 * @throws ApiHttpError 404 `STR404` for an unknown store
 */
export async function storeEmployeesOf(db: Database, storeId: string): Promise<StoreEmployees> {
  const store = await findStore(db, storeId);
  if (!store) throw new ApiHttpError(404, 'STR404', `Employee store not found: ${storeId}`);
  const employees = await db
    .select()
    .from(storeEmployees)
    .where(eq(storeEmployees.storeId, storeId))
    .orderBy(asc(storeEmployees.id));
  return {
    storeId,
    storeName: store.name,
    employees: employees.map((e) => ({
      storeEmployeeId: e.id,
      storeEmployeeName: e.name,
      role: e.role,
    })),
  };
}
