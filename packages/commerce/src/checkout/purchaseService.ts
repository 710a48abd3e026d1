import {
  invoiceSchema,
  type Order,
  orderSchema,
  type PurchaseHistory,
  purchaseHistorySchema,
  purchasePaths,
  returnLabelSchema,
  trackOrderSchema,
} from '@storefront/api-contract';
import type * as z from 'zod';
import type { ApiClient } from '../api/client';
import { tokenCaller } from '../api/tokenCall';
import type { CheckoutServiceOptions } from './checkoutService';

/**
 * The consumer's purchase calls (spec 2 §7, base /consumers-v3). Failures reject with an
 * `ApiError`: `OHS4004` unknown order (or another consumer's), `AUT401` no token.
 */
export interface PurchaseService {
  /** GET /consumer/purchase/{orderId}. */
  getPurchase(orderNumber: string): Promise<Order>;
  /** POST /consumer/purchasehistory: newest first, `start` 0-based, `count` 1-50 (default 10). */
  getPurchaseHistory(page?: { start?: number; count?: number }): Promise<PurchaseHistory>;
  /** POST /consumer/purchase/invoice/download: the invoice file, base64 (a PDF). */
  downloadInvoice(orderNumber: string): Promise<z.infer<typeof invoiceSchema>>;
  /** POST /consumer/TrackOrder: the owner, or anyone with the order's e-mail. */
  trackOrder(orderNumber: string, email?: string): Promise<z.infer<typeof trackOrderSchema>>;
  /** POST /consumer/CancelOrder. Raises `ORD409` when the order can no longer be cancelled. */
  cancelOrder(orderNumber: string): Promise<Order>;
  /**
   * POST /consumer/return/{orderId}/returnLabel. Raises `RTN500` return creation error (order
   * not placed or cancelled, digital items only, unknown item).
   */
  createReturnLabel(
    orderNumber: string,
    itemIds?: string[],
  ): Promise<z.infer<typeof returnLabelSchema>>;
}

/** Creates the purchase service over an API client (spec 2 §7). */
export function createPurchaseService(
  client: ApiClient,
  options: Pick<CheckoutServiceOptions, 'accessToken'>,
): PurchaseService {
  const call = tokenCaller(client, options.accessToken);
  return {
    getPurchase: (orderNumber) => call(orderSchema, 'GET', purchasePaths.purchase(orderNumber)),
    getPurchaseHistory: (page = {}) =>
      call(purchaseHistorySchema, 'POST', purchasePaths.purchaseHistory, {
        body: { start: page.start ?? 0, count: page.count ?? 10 },
      }),
    downloadInvoice: (orderNumber) =>
      call(invoiceSchema, 'POST', purchasePaths.invoiceDownload, { body: { orderNumber } }),
    trackOrder: (orderNumber, email) =>
      call(trackOrderSchema, 'POST', purchasePaths.trackOrder, {
        body: { orderNumber, ...(email ? { email } : {}) },
      }),
    cancelOrder: (orderNumber) =>
      call(orderSchema, 'POST', purchasePaths.cancelOrder, { body: { orderNumber } }),
    createReturnLabel: (orderNumber, itemIds) =>
      call(returnLabelSchema, 'POST', purchasePaths.returnLabel(orderNumber), {
        body: itemIds ? { itemIds } : {},
      }),
  };
}
