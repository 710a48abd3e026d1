import 'server-only';
import { sessionCookieOptions } from '@storefront/commerce';
import { cookies } from 'next/headers';
import { storefrontOrigin } from '../security/origin';
import { storefrontCookieNames } from '../session/cookieNames';

/** How long the favourite store is kept: a year, in seconds. */
export const favoriteStoreMaxAgeSeconds = 365 * 24 * 60 * 60;

/** A store id as the API gives them (`0101`): 1-32 letters, digits, `-` or `_`. */
export const storeIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** The favourite store id of the request's cookie (spec 1 §3 `favoriteStoreId`), or undefined. */
export async function readFavoriteStoreId(): Promise<string | undefined> {
  const value = (await cookies()).get(storefrontCookieNames.favoriteStoreId)?.value;
  return value && storeIdPattern.test(value) ? value : undefined;
}

/**
 * How the cart reads its basket (spec 1 §7 GET /cart/v1/cart/{basketId}): with the stock
 * check and, when the shopper chose one, the favourite store as `favStoreId`, so the API
 * records it on the basket with each item's stock there (spec 1 §3 `favoriteStoreId`).
 */
export async function cartReadOptions(): Promise<{
  inventorySupplyCheck: true;
  favStoreId?: string;
}> {
  const favStoreId = await readFavoriteStoreId();
  return { inventorySupplyCheck: true, ...(favStoreId ? { favStoreId } : {}) };
}

/** Keeps a favourite store id for a year (Server Actions only: it writes a cookie). */
export async function writeFavoriteStoreId(storeId: string): Promise<void> {
  const options = sessionCookieOptions(await storefrontOrigin());
  (await cookies()).set(storefrontCookieNames.favoriteStoreId, storeId, {
    ...options,
    httpOnly: false,
    maxAge: favoriteStoreMaxAgeSeconds,
  });
}
