import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { createApiClient, createStoreService } from '@storefront/commerce/server';
import { apiBaseUrl } from '../content';
import { logUnavailable } from '../serverLog';
import type { PickupStore } from './types';

/**
 * Whether a store of the locale's country can hand over one unit of a variant today (POST
 * /stores/v1/search with the variant: the store's `inventory.pickup`). A store the country does
 * not have, or a failed read (logged, `stores.unavailable`), answers `undefined`: the page then
 * offers to choose a store.
 * @param variantId the chosen variant's id
 * @param storeId the shopper's favourite store
 */
export async function pickupAvailability(
  locale: StorefrontLocale,
  variantId: string,
  storeId: string,
): Promise<PickupStore | undefined> {
  try {
    const service = createStoreService(
      createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 5000 }),
    );
    const answer = await service.searchStores(
      { countryCode: locale.country, limit: 50 },
      { variantId, quantity: 1 },
    );
    const store = answer.stores.find((s) => s.id === storeId);
    if (!store) return undefined;
    return { id: store.id, name: store.name, available: Boolean(store.inventory?.pickup) };
  } catch (error) {
    logUnavailable({
      event: 'stores.unavailable',
      locale,
      error,
      fields: { call: 'pickup', storeId, variantId },
    });
    return undefined;
  }
}
