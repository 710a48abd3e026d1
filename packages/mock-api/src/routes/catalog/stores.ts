import {
  type CountryI18n,
  type CountryList,
  collectionPointsRequestSchema,
  type StoreEmployees,
  type StoreSearch,
  storePaths,
  storeSearchRequestSchema,
  utilityPaths,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { countryI18n, listCountries } from '../../catalog/countries';
import type { CatalogRoutesOptions } from '../../catalog/http';
import { parseBody, parseQuery, routePath, viewContext } from '../../catalog/http';
import {
  listStores,
  searchCollectionPoints,
  searchStores,
  storeEmployeesOf,
} from '../../catalog/stores';

const num = z.coerce.number();
const storeSearchQuery = z.looseObject({
  countryCode: z.string().length(2).optional(),
  postalCode: z.string().min(2).optional(),
  latitude: num.min(-90).max(90).optional(),
  longitude: num.min(-180).max(180).optional(),
  radius: num.positive().max(2000).default(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const countryQuery = z.looseObject({ countryCode: z.string().length(2).optional() });
const countryListQuery = z.looseObject({ type: z.enum(['shipping', 'billing']).optional() });

/**
 * Store and utility routes of spec 2 §7: store search (nearest first, with a variant's
 * pickup / ship-to-store availability), collection points, the store list, store employees
 * (404 `STR404` for an unknown store), the country list and a country's i18n data
 * (404 `API404` for an unknown country). Distances in km. The rules live in
 * `catalog/stores.ts` and `catalog/countries.ts`.
 */
export function registerStoreRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  const { db } = options;

  app.post(storePaths.search, async (request): Promise<StoreSearch> => {
    const query = parseQuery(storeSearchQuery, request);
    const body = parseBody(storeSearchRequestSchema, request);
    return searchStores(db, query, body, viewContext(request, '').currency);
  });

  app.post(storePaths.collectionPoints, async (request) =>
    searchCollectionPoints(db, parseBody(collectionPointsRequestSchema, request)),
  );

  app.get(storePaths.list, async (request) => ({
    stores: await listStores(db, parseQuery(countryQuery, request).countryCode),
  }));

  app.get(
    routePath(storePaths.employees(':storeId')),
    async (request): Promise<StoreEmployees> =>
      storeEmployeesOf(db, (request.params as { storeId: string }).storeId),
  );

  app.get(utilityPaths.countryList, async (request): Promise<CountryList> => {
    const query = parseQuery(countryListQuery, request);
    return listCountries(db, viewContext(request, '').language, query.type);
  });

  app.get(routePath(utilityPaths.i18n(':countryCode')), async (request): Promise<CountryI18n> => {
    const code = (request.params as { countryCode: string }).countryCode.toUpperCase();
    return countryI18n(db, code, viewContext(request, '').language);
  });
}
