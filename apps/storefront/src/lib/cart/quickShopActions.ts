'use server';

import type { Inventory, ProductDetails } from '@storefront/api-contract';
import { messageForError } from '@storefront/commerce';
import { createCatalogService } from '@storefront/commerce/server';
import { favoritesOffered } from '../favorites/read';
import { serverCall } from '../server/serverCall';

/** What the quick-shop loads: the product, its inventory and whether the shopper is signed in. */
export type QuickShopData =
  | {
      ok: true;
      product: ProductDetails;
      inventory?: Inventory;
      signedIn: boolean;
      /** The favorite heart is offered (not to a connected employee, spec 1 §4). */
      favorites: boolean;
    }
  | { ok: false; message: string };

/**
 * The quick-shop's data (Server Action, spec 3 §3 "Product (quick-shop)", "Inventory"): GET
 * …/details and GET …/inventory (stock fresher than the details; its failure is tolerated),
 * in the locale of the page it is called from. Answers `{ ok: false, message }` for an unknown
 * product (`PLP400`/`API404`) or a failure.
 * @param productId the master product id, 6-11 uppercase alphanumerics
 */
export async function loadQuickShopAction(productId: string): Promise<QuickShopData> {
  if (!/^[A-Z0-9]{6,11}$/.test(productId)) return { ok: false, message: messageForError('API400') };
  const result = await serverCall(
    'cart.quickShop',
    async ({ client, session }) => {
      const catalog = createCatalogService(client);
      const [product, inventory, favorites] = await Promise.all([
        catalog.getProductDetails(productId),
        catalog.getInventory(productId).catch(() => undefined),
        favoritesOffered(),
      ]);
      return {
        product,
        ...(inventory ? { inventory } : {}),
        signedIn: session.signedIn,
        favorites,
      };
    },
    { token: false },
  );
  return result.ok ? result : { ok: false, message: result.message };
}
