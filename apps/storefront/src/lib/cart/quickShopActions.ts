'use server';

import { findLocale, type Inventory, type ProductDetails } from '@storefront/api-contract';
import { ApiError, createCatalogService, messageForError } from '@storefront/commerce';
import { apiClientFor, readSession } from '../session/session';

/** What the quick-shop loads: the product, its inventory and whether the shopper is signed in. */
export type QuickShopData =
  | { ok: true; product: ProductDetails; inventory?: Inventory; signedIn: boolean }
  | { ok: false; message: string };

/**
 * The quick-shop's data (server action, spec 3 §3 "Product (quick-shop)", "Inventory"): GET
 * …/details and GET …/inventory (stock fresher than the details; its failure is tolerated).
 * Answers `{ ok: false, message }` for an unknown product (`PLP400`/`API404`) or a failure.
 * @param localePath e.g. `en-us`
 * @param productId the master product id, 8-11 uppercase alphanumerics
 */
export async function loadQuickShopAction(
  localePath: string,
  productId: string,
): Promise<QuickShopData> {
  const locale = findLocale(localePath);
  if (!locale || !/^[A-Z0-9]{6,11}$/.test(productId)) {
    return { ok: false, message: messageForError('API400') };
  }
  const catalog = createCatalogService(apiClientFor(locale));
  try {
    const [product, inventory, session] = await Promise.all([
      catalog.getProductDetails(productId),
      catalog.getInventory(productId).catch(() => undefined),
      readSession(),
    ]);
    return { ok: true, product, ...(inventory ? { inventory } : {}), signedIn: session.signedIn };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof ApiError ? error.message : messageForError('GEN500'),
    };
  }
}
