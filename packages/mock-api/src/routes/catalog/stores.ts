import {
  type CollectionPoint,
  type CountryI18n,
  type CountryList,
  collectionPointsRequestSchema,
  defaultAddressRules,
  type FieldRule,
  type Store,
  type StoreEmployees,
  type StoreSearch,
  storePaths,
  storeSearchRequestSchema,
  utilityPaths,
} from '@storefront/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { postalAreas } from '../../../seed/catalog/stores';
import {
  type CatalogRoutesOptions,
  distanceKm,
  parseBody,
  parseQuery,
  routePath,
  viewContext,
} from '../../catalog/http';
import { loadBundles, variantStock } from '../../catalog/repository';
import {
  catalogVariants,
  collectionPoints,
  countries,
  type StoreRow,
  storeEmployees,
  storeInventory,
  stores,
} from '../../db/schema';
import { ApiHttpError } from '../../errors';

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

const num = z.coerce.number();
const storeSearchQuery = z.looseObject({
  countryCode: z.string().length(2).optional(),
  postalCode: z.string().min(2).optional(),
  latitude: num.min(-90).max(90).optional(),
  longitude: num.min(-180).max(180).optional(),
  radius: num.positive().max(2000).default(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

function origin(q: {
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  countryCode?: string;
}) {
  if (q.latitude !== undefined && q.longitude !== undefined)
    return { latitude: q.latitude, longitude: q.longitude };
  if (q.postalCode) return geocodePostalCode(q.postalCode, q.countryCode) ?? null;
  return undefined;
}

/**
 * Store and utility routes of spec 2 §7: store search (nearest first, with a variant's
 * pickup / ship-to-store availability), collection points, the store list, store employees
 * (404 `STR404` for an unknown store), the country list and a country's i18n data
 * (404 `API404` for an unknown country). Distances in km.
 */
export function registerStoreRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  const { db } = options;

  app.post(storePaths.search, async (request): Promise<StoreSearch> => {
    const query = parseQuery(storeSearchQuery, request);
    const body = parseBody(storeSearchRequestSchema, request);
    const from = origin(query);
    if (from === undefined && !query.countryCode) {
      throw new ApiHttpError(
        400,
        'API400',
        'Give latitude and longitude, a postalCode or a countryCode',
      );
    }
    let rows = await db.select().from(stores).orderBy(asc(stores.id));
    if (query.countryCode)
      rows = rows.filter((s) => s.countryCode === query.countryCode?.toUpperCase());
    let found: { row: StoreRow; distance?: number }[] = rows.map((row) => ({ row }));
    if (from === null) found = [];
    else if (from) {
      found = rows
        .map((row) => ({ row, distance: distanceKm(from, row) }))
        .filter((s) => s.distance <= query.radius)
        .sort((a, b) => a.distance - b.distance);
    }
    found = found.slice(0, query.limit);

    let inventory: StoreSearch['stores'][number]['inventory'] | undefined;
    const quantity = body.quantity ?? 1;
    let variantCheck:
      | ((storeId: string, pickup: boolean, shipToStore: boolean) => typeof inventory)
      | undefined;
    if (body.variantId) {
      const [variant] = await db
        .select()
        .from(catalogVariants)
        .where(eq(catalogVariants.id, body.variantId));
      if (!variant) throw new ApiHttpError(400, 'API400', `Unknown variantId: ${body.variantId}`);
      const ctx = viewContext(request, '');
      const [bundle] = await loadBundles(db, ctx.currency, [variant.productId]);
      const bundled = bundle?.variants.find((v) => v.id === variant.id);
      const online =
        bundle && bundled && !bundle.product.isRobisOnly
          ? variantStock(bundle.product, bundled).quantity
          : 0;
      const digital = bundle?.product.productType === 'digital';
      const stock = await db
        .select()
        .from(storeInventory)
        .where(eq(storeInventory.variantId, variant.id));
      variantCheck = (storeId, pickup, shipToStore) => {
        const inStore = digital ? 0 : (stock.find((s) => s.storeId === storeId)?.quantity ?? 0);
        return {
          variantId: variant.id,
          quantity: inStore,
          stockStatus: inStore > 0 ? 'InStock' : 'OutOfStock',
          pickup: pickup && inStore >= quantity,
          shipToStore: shipToStore && !digital && online >= quantity,
        };
      };
    }
    return {
      total: found.length,
      stores: found.map(({ row, distance }) => {
        inventory = variantCheck?.(row.id, row.pickup, row.shipToStore);
        return { ...toStore(row, distance), ...(inventory ? { inventory } : {}) };
      }),
    };
  });

  app.post(storePaths.collectionPoints, async (request) => {
    const body = parseBody(collectionPointsRequestSchema, request);
    const from = origin(body);
    if (from === undefined)
      throw new ApiHttpError(400, 'API400', 'Give latitude and longitude or a postalCode');
    const radius = body.radius ?? 50;
    const rows = await db
      .select()
      .from(collectionPoints)
      .where(eq(collectionPoints.countryCode, body.countryCode.toUpperCase()));
    const points: CollectionPoint[] =
      from === null
        ? []
        : rows
            .map((row) => ({ row, distance: distanceKm(from, row) }))
            .filter((p) => p.distance <= radius)
            .sort((a, b) => a.distance - b.distance)
            .slice(0, body.limit ?? 10)
            .map(({ row, distance }) => ({
              id: row.id,
              name: row.name,
              carrier: row.carrier,
              address: row.address,
              latitude: row.latitude,
              longitude: row.longitude,
              openingHours: row.openingHours,
              distance,
            }));
    return { collectionPoints: points };
  });

  app.get(storePaths.list, async (request) => {
    const query = parseQuery(
      z.looseObject({ countryCode: z.string().length(2).optional() }),
      request,
    );
    const rows = await db.select().from(stores).orderBy(asc(stores.id));
    return {
      stores: rows
        .filter((s) => !query.countryCode || s.countryCode === query.countryCode.toUpperCase())
        .map((row) => toStore(row)),
    };
  });

  app.get(routePath(storePaths.employees(':storeId')), async (request): Promise<StoreEmployees> => {
    const { storeId } = request.params as { storeId: string };
    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
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
  });

  app.get(utilityPaths.countryList, async (request): Promise<CountryList> => {
    const query = parseQuery(
      z.looseObject({ type: z.enum(['shipping', 'billing']).optional() }),
      request,
    );
    const { language } = viewContext(request, '');
    const rows = await db.select().from(countries).orderBy(asc(countries.position));
    return {
      countries: rows
        .filter((c) => !query.type || c[query.type])
        .map((c) => ({
          code: c.code,
          name: c.names[language] ?? c.names.en ?? c.code,
          dialCode: c.dialCode,
          shipping: c.shipping,
          billing: c.billing,
        })),
    };
  });

  app.get(routePath(utilityPaths.i18n(':countryCode')), async (request): Promise<CountryI18n> => {
    const code = (request.params as { countryCode: string }).countryCode.toUpperCase();
    const [row] = await db.select().from(countries).where(eq(countries.code, code));
    if (!row) throw new ApiHttpError(404, 'API404', `Unknown country: ${code}`);
    const { language } = viewContext(request, '');
    const addressRules: Record<string, FieldRule> = {};
    for (const [field, rule] of Object.entries(defaultAddressRules)) {
      addressRules[field] = { ...rule, ...row.i18n.addressRuleOverrides[field] };
    }
    return {
      countryCode: row.code,
      name: row.names[language] ?? row.names.en ?? row.code,
      currency: row.i18n.currency,
      minimalAge: row.i18n.minimalAge,
      phoneCodes: row.i18n.phoneCodes,
      addressRules,
      provinces: row.i18n.provinces,
    };
  });
}
