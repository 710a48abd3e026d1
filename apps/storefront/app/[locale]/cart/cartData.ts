import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { type ContentDocument, createContentService } from '@storefront/blocks';
import { ApiError, type CartStoreOption, createStoreService } from '@storefront/commerce';
import { apiClientFor } from '../../../src/lib/session/session';

function logFailure(call: string, locale: StorefrontLocale, error: unknown) {
  console.error(
    JSON.stringify({
      level: error instanceof ApiError && error.errorId === 'API404' ? 'warn' : 'error',
      event: 'cart.data.unavailable',
      call,
      locale: locale.tag,
      errorId: error instanceof ApiError ? error.errorId : undefined,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}

/**
 * The cart's content slots: the `augmentedpage/{siteId}/cart` document (spec 2 §7); `null`
 * when there is none (API404, logged as a warning) or the content service fails.
 */
export async function cartContent(locale: StorefrontLocale): Promise<ContentDocument | null> {
  try {
    return (await createContentService(apiClientFor(locale), { preview: false }).getAugmentedPage(
      'cart',
    )) as ContentDocument;
  } catch (error) {
    logFailure('augmentedpage.cart', locale, error);
    return null;
  }
}

/** The stores of the locale's country offering pickup or ship to store (`[]` on failure). */
export async function cartStores(locale: StorefrontLocale): Promise<CartStoreOption[]> {
  try {
    const stores = await createStoreService(apiClientFor(locale)).listStores(locale.country);
    return stores
      .filter((store) => store.services.pickup || store.services.shipToStore)
      .map((store) => ({ id: store.id, name: store.name }));
  } catch (error) {
    logFailure('stores', locale, error);
    return [];
  }
}
