import 'server-only';
import type { Order, PurchaseHistory, StorefrontLocale } from '@storefront/api-contract';
import { type OrderTrackingInfo, ordersPerPage, pageStart } from '@storefront/commerce';
import { createPurchaseService } from '@storefront/commerce/server';
import { serverCall } from '../server/serverCall';

/**
 * The account's order reads for server components (spec 2 §7 purchase calls), in read mode
 * (the session cookie's token; no cookie written).
 */

/**
 * One page of the signed-in shopper's purchase history (POST /consumer/purchasehistory).
 * @param page 1-based
 * @returns the page, or null when it cannot be read
 */
export async function readPurchaseHistory(
  locale: StorefrontLocale,
  page: number,
): Promise<PurchaseHistory | null> {
  const result = await serverCall<{ history: PurchaseHistory }>(
    'orders.history',
    async ({ client, token }) => ({
      history: await createPurchaseService(client, { accessToken: token }).getPurchaseHistory({
        start: pageStart(page, ordersPerPage),
        count: ordersPerPage,
      }),
    }),
    { mode: 'read', locale },
  );
  return result.ok ? result.history : null;
}

/** What {@link readOrder} answers. */
export type OrderRead =
  | { ok: true; order: Order; tracking: OrderTrackingInfo | null }
  | { ok: false; code: string };

/**
 * An order of the signed-in shopper (GET /consumer/purchase/{orderId}) and its tracking
 * (POST /consumer/TrackOrder; null when that call fails, the order still shows).
 * @returns the order, or the failure code (`OHS4004` unknown or another consumer's order)
 */
export async function readOrder(locale: StorefrontLocale, orderNumber: string): Promise<OrderRead> {
  const result = await serverCall<{ order: Order; tracking: OrderTrackingInfo | null }>(
    'orders.detail',
    async ({ client, token }) => {
      const purchases = createPurchaseService(client, { accessToken: token });
      const [order, tracking] = await Promise.all([
        purchases.getPurchase(orderNumber),
        purchases.trackOrder(orderNumber).catch(() => null),
      ]);
      return { order, tracking };
    },
    { mode: 'read', locale },
  );
  return result.ok
    ? { ok: true, order: result.order, tracking: result.tracking }
    : { ok: false, code: result.code };
}

/** The invoice file of an order (POST /consumer/purchase/invoice/download), for a route handler. */
export async function downloadInvoice(locale: StorefrontLocale, orderNumber: string) {
  return serverCall<{ file: { fileName: string; contentType: string; content: string } }>(
    'orders.invoice',
    async ({ client, token, session }) => {
      if (!session.signedIn)
        return { ok: false as const, code: 'AUT401', message: 'Not signed in.' };
      const file = await createPurchaseService(client, { accessToken: token }).downloadInvoice(
        orderNumber,
      );
      return { file };
    },
    { locale },
  );
}
