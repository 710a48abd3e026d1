import type { PlaceSearchRequest, StorefrontLocale } from '@storefront/api-contract';
import type { ApiClient, DeliveryPlace, PlaceAddress } from '@storefront/commerce';
import { createStoreService } from '@storefront/commerce/server';

/** Case- and accent-insensitive text for the city match. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const placeAddress = (a: {
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  postalCode: string;
  stateCode?: string | undefined;
  countryCode: string;
}): PlaceAddress => ({
  addressLine1: a.addressLine1,
  city: a.city,
  postalCode: a.postalCode,
  countryCode: a.countryCode,
  ...(a.addressLine2 ? { addressLine2: a.addressLine2 } : {}),
  ...(a.stateCode ? { stateCode: a.stateCode } : {}),
});

/**
 * The store picker's search in the locale's country: a query with a digit is a postal code
 * (nearest first, within 100 km for stores and 50 km for collection points), otherwise a
 * city (stores of that city; collection points near its first store). Stores: those offering
 * the code (pickup, or taking ship-to-store deliveries), `available` when every item can go
 * there (POST /stores/v1/search with each variant and quantity). Collection points: POST
 * /stores/v1/collectionPoints, always available.
 * @param client the API client of the locale (no shopper token needed)
 * @param search the validated search
 */
export async function searchPlaces(
  client: ApiClient,
  locale: StorefrontLocale,
  search: PlaceSearchRequest,
): Promise<{ places: DeliveryPlace[] }> {
  const { code, query, items } = search;
  const byPostalCode = /\d/.test(query);
  const inCity = (city: string) => fold(city).includes(fold(query));
  const stores = createStoreService(client);
  const country = locale.country;
  if (code === 'pudo') {
    let origin: { postalCode: string } | { latitude: number; longitude: number } | undefined;
    if (byPostalCode) origin = { postalCode: query };
    else {
      const store = (await stores.listStores(country)).find((s) => inCity(s.address.city));
      if (store) origin = { latitude: store.latitude, longitude: store.longitude };
    }
    if (!origin) return { places: [] };
    const points = await stores.getCollectionPoints({
      countryCode: country,
      ...origin,
      limit: 10,
    });
    return { places: points.map((p) => placeOf(p, 'collectionPoint', true)) };
  }
  const where = byPostalCode
    ? { countryCode: country, postalCode: query, limit: 10 }
    : { countryCode: country, limit: 50 };
  const answers =
    items.length > 0
      ? await Promise.all(
          items.map((i) => stores.searchStores(where, { variantId: i.productId, quantity: i.qty })),
        )
      : [await stores.searchStores(where)];
  const offers = (s: { services: { pickup: boolean; shipToStore: boolean } }) =>
    code === 'pickup' ? s.services.pickup : s.services.shipToStore;
  const list = (answers[0]?.stores ?? []).filter(
    (s) => offers(s) && (byPostalCode || inCity(s.address.city)),
  );
  const available = (storeId: string) =>
    answers.every((answer) => {
      const inventory = answer.stores.find((s) => s.id === storeId)?.inventory;
      if (!inventory) return items.length === 0;
      return code === 'pickup' ? inventory.pickup : inventory.shipToStore;
    });
  return { places: list.map((s) => placeOf(s, 'store', available(s.id))) };
}

/** A store or collection point as the picker lists it. */
function placeOf(
  place: {
    id: string;
    name: string;
    address: Parameters<typeof placeAddress>[0];
    distance?: number;
  },
  kind: 'store' | 'collectionPoint',
  available: boolean,
) {
  return {
    id: place.id,
    name: place.name,
    kind,
    address: placeAddress(place.address),
    ...(place.distance === undefined ? {} : { distance: place.distance }),
    available,
  };
}
