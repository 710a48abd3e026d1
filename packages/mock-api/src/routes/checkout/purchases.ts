import {
  cancelOrderRequestSchema,
  invoiceDownloadRequestSchema,
  purchaseHistoryRequestSchema,
  purchasePaths,
  returnLabelRequestSchema,
  trackOrderRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveShopper } from '../../auth/shopper';
import { parseBody, routePath } from '../../catalog/http';
import {
  cancelOrder,
  createReturnLabel,
  invoiceDownload,
  purchaseDetail,
  purchaseHistory,
  trackOrder,
} from '../../orders/purchases';
import { rateLimitPreHandler } from '../../plugins/rateLimits';
import { stockMoved } from '../../revalidation/catalogEvents';
import { noRevalidation } from '../../revalidation/notifier';
import { type CheckoutRoutesOptions, parseMerged } from './http';

/** The `orderNumber` of a request body, trimmed and upper case (`''` when none). */
function orderNumberOf(request: FastifyRequest): string {
  const value = (request.body as { orderNumber?: unknown } | null | undefined)?.orderNumber;
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

/**
 * The consumer purchase calls (spec 2 §7): purchase, invoice, purchase history, return label,
 * TrackOrder (rate-limited per order number and per client IP), CancelOrder.
 */
export function registerPurchaseRoutes(
  app: FastifyInstance,
  { db, now, revalidation }: CheckoutRoutesOptions,
) {
  const notifyStock = stockMoved(revalidation ?? noRevalidation);
  const shopperOf = (request: FastifyRequest) => resolveShopper(db, request);
  type OrderParams = { orderId: string };

  app.get<{ Params: OrderParams }>(routePath(purchasePaths.purchase(':orderId')), async (request) =>
    purchaseDetail(db, await shopperOf(request), request.params.orderId),
  );
  app.post(purchasePaths.invoiceDownload, async (request) => {
    const body = parseMerged(invoiceDownloadRequestSchema, request, 'orderNumber');
    return invoiceDownload(db, await shopperOf(request), body.orderNumber);
  });
  app.post(purchasePaths.purchaseHistory, async (request) => {
    const body = parseBody(purchaseHistoryRequestSchema, request);
    return purchaseHistory(db, await shopperOf(request), body);
  });
  app.post<{ Params: OrderParams }>(
    routePath(purchasePaths.returnLabel(':orderId')),
    async (request) => {
      const body = parseBody(returnLabelRequestSchema, request);
      const shopper = await shopperOf(request);
      return createReturnLabel(db, shopper, request.params.orderId, body.itemIds, now());
    },
  );
  // Order lookup by number and e-mail: limited per order number and per client IP, so
  // neither numbers nor e-mails can be guessed in bulk (429 API429).
  const trackOrderLimit = rateLimitPreHandler(app, [
    { max: 10, timeWindowMs: 15 * 60_000, key: (request) => `order:${orderNumberOf(request)}` },
    { max: 30, timeWindowMs: 60_000, key: (request) => `ip:${request.ip}` },
  ]);
  app.post(purchasePaths.trackOrder, { preHandler: trackOrderLimit }, async (request) => {
    const body = parseBody(trackOrderRequestSchema, request);
    return trackOrder(db, await shopperOf(request), body);
  });
  app.post(purchasePaths.cancelOrder, async (request) => {
    const body = parseMerged(cancelOrderRequestSchema, request, 'orderNumber');
    return cancelOrder(db, await shopperOf(request), body.orderNumber, now(), notifyStock);
  });
}
