'use server';

import { checkoutAddressSchema, findLocale } from '@storefront/api-contract';
import {
  type CheckoutData,
  type CheckoutResult,
  createStoreService,
  type DeliveryPlace,
  type PlaceAddress,
} from '@storefront/commerce';
import * as z from 'zod';
import { apiClientFor } from '../session/session';
import { checkoutData, checkoutFailure, runCheckoutCall } from './run';

/**
 * The store deliveries' server actions (spec 1 §3 pickup, ship to store, collection point;
 * §7 POST …/shippingAddress; spec 2 §7 stores): the store picker's search and the address of a
 * store shipment with the pickup contact. Bad input answers `API400` (nothing sent); failures
 * are answered, never thrown.
 */

const searchSchema = z.object({
  code: z.enum(['pickup', 'sts', 'pudo']),
  query: z.string().trim().min(1).max(64),
  items: z
    .array(
      z.object({ productId: z.string().min(1).max(64), qty: z.number().int().min(1).max(999) }),
    )
    .max(20),
});

const invalid = (error: z.ZodError) => ({
  ok: false as const,
  code: 'API400',
  message: `Please check your input: ${error.issues[0]?.message ?? 'invalid'}.`,
});

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
 */
export async function searchPlacesAction(
  localePath: string,
  search: unknown,
): Promise<CheckoutResult<{ places: DeliveryPlace[] }>> {
  const parsed = searchSchema.safeParse(search);
  if (!parsed.success) return invalid(parsed.error);
  const locale = findLocale(localePath);
  if (!locale) return { ok: false, code: 'API400', message: `Unknown locale: ${localePath}` };
  const { code, query, items } = parsed.data;
  const byPostalCode = /\d/.test(query);
  const inCity = (city: string) => fold(city).includes(fold(query));
  try {
    const stores = createStoreService(apiClientFor(locale));
    const country = locale.country;
    if (code === 'pudo') {
      let origin: { postalCode: string } | { latitude: number; longitude: number } | undefined;
      if (byPostalCode) origin = { postalCode: query };
      else {
        const store = (await stores.listStores(country)).find((s) => inCity(s.address.city));
        if (store) origin = { latitude: store.latitude, longitude: store.longitude };
      }
      if (!origin) return { ok: true, places: [] };
      const points = await stores.getCollectionPoints({
        countryCode: country,
        ...origin,
        limit: 10,
      });
      return {
        ok: true,
        places: points.map((p) => ({
          id: p.id,
          name: p.name,
          kind: 'collectionPoint',
          address: placeAddress(p.address),
          ...(p.distance === undefined ? {} : { distance: p.distance }),
          available: true,
        })),
      };
    }
    const where = byPostalCode
      ? { countryCode: country, postalCode: query, limit: 10 }
      : { countryCode: country, limit: 50 };
    const answers =
      items.length > 0
        ? await Promise.all(
            items.map((i) =>
              stores.searchStores(where, { variantId: i.productId, quantity: i.qty }),
            ),
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
    return {
      ok: true,
      places: list.map((s) => ({
        id: s.id,
        name: s.name,
        kind: 'store',
        address: placeAddress(s.address),
        ...(s.distance === undefined ? {} : { distance: s.distance }),
        available: available(s.id),
      })),
    };
  } catch (error) {
    return checkoutFailure('checkout.searchPlaces', error);
  }
}

/**
 * POST /cart/v2/cart/{basketId}/shippingAddress for a store shipment (`pickup-0101`,
 * `sts-0102`, `pudo-CP-US-001`) with context COLLECTION: the place's address and the pickup
 * contact (spec 1 §5). Answers CHK320 (e-mail, name), SHP410 (phone) from the cart service.
 */
export async function setCollectionAddressAction(
  localePath: string,
  shippingId: unknown,
  address: unknown,
): Promise<CheckoutResult<CheckoutData>> {
  const id = z
    .string()
    .regex(/^(pickup|sts|pudo)-[A-Za-z0-9-]{1,40}$/)
    .safeParse(shippingId);
  if (!id.success) return invalid(id.error);
  const parsed = checkoutAddressSchema.safeParse(address);
  if (!parsed.success) return invalid(parsed.error);
  return runCheckoutCall('checkout.collectionAddress', localePath, async (context) =>
    checkoutData(
      context,
      await context.checkout.setShippingAddress(context.basketId, {
        ...parsed.data,
        shippingId: id.data,
        context: 'COLLECTION',
      }),
    ),
  );
}
