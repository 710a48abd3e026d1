import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import type { CartStoreOption } from '@storefront/commerce';
import { createStoreService } from '@storefront/commerce/server';
import { logUnavailable } from '../../../src/lib/serverLog';
import { apiClientFor } from '../../../src/lib/session/session';

/**
 * The stores of the locale's country offering pickup or ship to store (`[]` on failure, logged
 * as `cart.data.unavailable`, call `stores`).
 */
export async function cartStores(locale: StorefrontLocale): Promise<CartStoreOption[]> {
  try {
    const stores = await createStoreService(apiClientFor(locale)).listStores(locale.country);
    return stores
      .filter((store) => store.services.pickup || store.services.shipToStore)
      .map((store) => ({ id: store.id, name: store.name }));
  } catch (error) {
    logUnavailable({ event: 'cart.data.unavailable', locale, error, fields: { call: 'stores' } });
    return [];
  }
}
