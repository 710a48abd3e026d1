import 'server-only';
import { cacheTags, type Store, type StorefrontLocale } from '@storefront/api-contract';
import {
  centreOf,
  foldText,
  type GeoPoint,
  isPostalCodeQuery,
  nearestFirst,
} from '@storefront/commerce';
import { createApiClient, createStoreService } from '@storefront/commerce/server';
import { cache } from 'react';
import { keepRead } from '../cache/readCache';
import { apiBaseUrl } from '../content';
import { logUnavailable } from '../serverLog';

/**
 * The store locator's reads (spec 2 §7 "Stores": POST /stores/v1/search, GET /utilities/stores),
 * made on the server with no shopper (a store list is the same for everyone), once per request
 * (`cache`); the country's list is kept in the read cache. Nothing here throws: a failure is logged (`stores.unavailable`) and answered as
 * `unavailable`, and the page says so.
 */

/** How far a postal code search looks, in km (the store search's default radius). */
export const postalCodeRadiusKm = 100;
/** How far a search from the browser's location looks, in km (the API's largest radius). */
export const locationRadiusKm = 2000;
/** Most stores a search lists. */
export const locatorLimit = 20;

/** What the shopper asked: a postal code or city (`q`), or the browser's location. */
export type LocatorQuery =
  | { kind: 'all' }
  | { kind: 'text'; query: string }
  | { kind: 'location'; point: GeoPoint };

/** The locator's answer: stores nearest first (each with `distance` in km when measured). */
export type LocatorResult = { ok: true; stores: Store[] } | { ok: false; reason: 'unavailable' };

function storeService(locale: StorefrontLocale) {
  return createStoreService(createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 5000 }));
}

const coordinate = (value: string | undefined, limit: number) => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
};

/**
 * The locator query of a request's search params: `lat` and `lng` (decimal degrees, the
 * browser's location) win over `q` (a postal code or a city, 1-64 characters, trimmed); an
 * empty or too long `q` and bad coordinates ask for every store.
 */
export function locatorQueryOf(
  params: Record<string, string | string[] | undefined>,
): LocatorQuery {
  const one = (name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const latitude = coordinate(one('lat'), 90);
  const longitude = coordinate(one('lng'), 180);
  if (latitude !== undefined && longitude !== undefined)
    return { kind: 'location', point: { latitude, longitude } };
  const query = (one('q') ?? '').trim();
  if (query.length > 0 && query.length <= 64) return { kind: 'text', query };
  return { kind: 'all' };
}

async function run(locale: StorefrontLocale, search: LocatorQuery): Promise<Store[]> {
  const service = storeService(locale);
  const countryCode = locale.country;
  if (search.kind === 'location') {
    const answer = await service.searchStores({
      countryCode,
      ...search.point,
      radius: locationRadiusKm,
      limit: locatorLimit,
    });
    return nearestFirst(answer.stores);
  }
  if (search.kind === 'text' && isPostalCodeQuery(search.query)) {
    const answer = await service.searchStores({
      countryCode,
      postalCode: search.query,
      radius: postalCodeRadiusKm,
      limit: locatorLimit,
    });
    return nearestFirst(answer.stores);
  }
  const stores = await listCountryStores(locale);
  if (search.kind === 'all') return nearestFirst(stores);
  // A city: its stores, nearest its centre first (the centre of the stores found there).
  const city = foldText(search.query);
  const inCity = stores.filter((s) => foldText(s.address.city).includes(city));
  return nearestFirst(inCity, centreOf(inCity));
}

/**
 * The stores of the locale's country for a locator query, nearest first.
 * @returns `{ ok: true, stores }` (empty when nothing is near), or `unavailable`
 */
export const findStores = cache(
  async (locale: StorefrontLocale, search: LocatorQuery): Promise<LocatorResult> => {
    try {
      return { ok: true, stores: await run(locale, search) };
    } catch (error) {
      logUnavailable({ event: 'stores.unavailable', locale, error, fields: { call: search.kind } });
      return { ok: false, reason: 'unavailable' };
    }
  },
);

async function cachedCountryStores(
  locale: StorefrontLocale,
): Promise<{ ok: true; stores: Store[] } | { ok: false; message: string }> {
  'use cache';
  try {
    const stores = await storeService(locale).listStores(locale.country);
    keepRead(true, [cacheTags.allCatalog]);
    return { ok: true, stores };
  } catch (error) {
    keepRead(false, []);
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every store of the locale's country (GET /utilities/stores?countryCode=), by id: the same
 * for every shopper, so kept in the read cache (`readCacheLife`, tagged `catalog`; a failure
 * is not kept).
 * @throws an `Error` when the API does not answer (callers answer `unavailable`)
 */
export const listCountryStores = cache(async (locale: StorefrontLocale): Promise<Store[]> => {
  const result = await cachedCountryStores(locale);
  if (!result.ok) throw new Error(result.message);
  return result.stores;
});

/**
 * One store of the locale's country, for its page and the favourite store.
 * @returns the store, `null` for an id the country does not have, or `unavailable`
 */
export async function getStore(
  locale: StorefrontLocale,
  storeId: string,
): Promise<{ ok: true; store: Store | null } | { ok: false; reason: 'unavailable' }> {
  try {
    const stores = await listCountryStores(locale);
    return { ok: true, store: stores.find((s) => s.id === storeId) ?? null };
  } catch (error) {
    logUnavailable({
      event: 'stores.unavailable',
      locale,
      error,
      fields: { call: 'store', storeId },
    });
    return { ok: false, reason: 'unavailable' };
  }
}
