import {
  type CollectionPoint,
  type CollectionPointsRequest,
  type CountryI18n,
  type CountryList,
  collectionPointsSchema,
  countryI18nSchema,
  countryListSchema,
  type Store,
  type StoreEmployees,
  type StoreSearch,
  type StoreSearchQuery,
  type StoreSearchRequest,
  storeEmployeesSchema,
  storeListSchema,
  storePaths,
  storeSearchSchema,
  utilityPaths,
} from '@storefront/api-contract';
import type { ApiClient } from '../api/client';
import { validateAnswer } from './validate';

/**
 * Stores and utilities (spec 2 §7 "Stores", "Utilities"). Answers are validated with the
 * shared schemas; failures reject with an `ApiError` (`API400` bad input, `API404` unknown
 * country, `STR404` unknown employee store, `GEN500` answer off contract). Distances in km.
 */
export interface StoreService {
  /** POST /stores/v1/search: nearest first; `request.variantId` adds pickup / ship-to-store. */
  searchStores(query: StoreSearchQuery, request?: StoreSearchRequest): Promise<StoreSearch>;
  /** POST /stores/v1/collectionPoints. */
  getCollectionPoints(request: CollectionPointsRequest): Promise<CollectionPoint[]>;
  /** GET /utilities/stores, optionally of one country. */
  listStores(countryCode?: string): Promise<Store[]>;
  /** GET /utilities/stores/{storeId}/employees. */
  getStoreEmployees(storeId: string): Promise<StoreEmployees>;
  /** GET /utilities/countryList; `type` keeps shipping or billing countries. */
  getCountryList(type?: 'shipping' | 'billing'): Promise<CountryList>;
  /** GET /utilities/i18n/{countryCode}: address rules and phone codes. */
  getCountryI18n(countryCode: string): Promise<CountryI18n>;
}

/** Creates the store and utilities service on an API client. */
export function createStoreService(client: ApiClient): StoreService {
  return {
    async searchStores(query, request = {}) {
      const data = await client.post<unknown>(storePaths.search, request, {
        query: { ...query },
      });
      return validateAnswer(storeSearchSchema, data, 'POST', storePaths.search);
    },
    async getCollectionPoints(request) {
      const data = await client.post<unknown>(storePaths.collectionPoints, request);
      return validateAnswer(collectionPointsSchema, data, 'POST', storePaths.collectionPoints)
        .collectionPoints;
    },
    async listStores(countryCode) {
      const data = await client.get<unknown>(storePaths.list, { query: { countryCode } });
      return validateAnswer(storeListSchema, data, 'GET', storePaths.list).stores;
    },
    async getStoreEmployees(storeId) {
      const path = storePaths.employees(storeId);
      return validateAnswer(storeEmployeesSchema, await client.get<unknown>(path), 'GET', path);
    },
    async getCountryList(type) {
      const data = await client.get<unknown>(utilityPaths.countryList, { query: { type } });
      return validateAnswer(countryListSchema, data, 'GET', utilityPaths.countryList);
    },
    async getCountryI18n(countryCode) {
      const path = utilityPaths.i18n(countryCode);
      return validateAnswer(countryI18nSchema, await client.get<unknown>(path), 'GET', path);
    },
  };
}
