import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import type { Database } from '../db/client';
import { type OrderRow, orders } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import type { StockMoved } from '../revalidation/catalogEvents';
import { applyOrderEffects } from './effects';
import { textPdf } from './pdf';
import { publicOrder } from './place';
import type { OrderBody } from './types';

/**
 * The consumer's purchase calls (spec 2 §7: purchase detail, invoice download, purchase
 * history, return label, TrackOrder, CancelOrder; spec 1 §8 OHS4004, RTN500).
 */

const requireShopper = (shopper: Shopper | null): Shopper => {
  if (!shopper) throw new ApiHttpError(401, 'AUT401', 'An access token is required');
  return shopper;
};

/**
 * An order of the shopper (pending, failed and cancelled ones too).
 * @throws ApiHttpError 404 OHS4004 unknown order or another consumer's.
 */
export async function ownOrder(
  db: Database,
  shopper: Shopper | null,
  orderNumber: string,
): Promise<OrderRow> {
  const who = requireShopper(shopper);
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row || row.consumerId !== who.consumerId)
    throw new ApiHttpError(404, 'OHS4004', `Order ${orderNumber} not found in the order history`);
  return row;
}

/** GET /consumer/purchase/{orderId}. @throws OHS4004 */
export async function purchaseDetail(db: Database, shopper: Shopper | null, orderNumber: string) {
  return publicOrder((await ownOrder(db, shopper, orderNumber)).body);
}

/** POST /consumer/purchasehistory: newest first, paged by start and count (failed ones left out). */
export async function purchaseHistory(
  db: Database,
  shopper: Shopper | null,
  paging: { start: number; count: number },
) {
  const who = requireShopper(shopper);
  const where = and(eq(orders.consumerId, who.consumerId), ne(orders.status, 'failed'));
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .offset(paging.start)
    .limit(paging.count);
  return {
    total: Number(total?.n ?? 0),
    start: paging.start,
    count: rows.length,
    orders: rows.map((r) => ({
      orderNumber: r.orderNumber,
      st: r.status,
      createdAt: r.createdAt.toISOString(),
      total: r.body.totals.total,
      currency: r.currency,
      totalUnits: r.body.totals.totalUnits,
    })),
  };
}

/**
 * POST /consumer/TrackOrder: a signed-in owner, or anyone with the order's billing e-mail.
 * @throws ApiHttpError 404 OHS4004 unknown order or e-mail mismatch.
 */
export async function trackOrder(
  db: Database,
  shopper: Shopper | null,
  body: { orderNumber: string; email?: string | undefined },
) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
  const owner = row && shopper && row.consumerId === shopper.consumerId;
  const emailOk =
    row &&
    body.email &&
    row.body.billingAddress?.email?.toLowerCase() === body.email.trim().toLowerCase();
  if (!row || (!owner && !emailOk))
    throw new ApiHttpError(404, 'OHS4004', `Order ${body.orderNumber} not found`);
  const events = [{ status: 'created', date: row.body.createdAt }];
  if (row.status === 'shipped') events.push({ status: 'shipped', date: row.body.updatedAt });
  if (row.status === 'cancelled')
    events.push({ status: 'cancelled', date: row.body.cancelledAt ?? row.body.updatedAt });
  return {
    orderNumber: row.orderNumber,
    st: row.status,
    events,
    shipments: row.body.shipments.map((s) => ({
      shipmentId: s.shipmentId,
      ...(row.status === 'shipped'
        ? { trackingNumber: `1Z${row.orderNumber}${s.shipmentId}` }
        : {}),
    })),
  };
}

/**
 * POST /consumer/CancelOrder: cancels a placed order and returns its stock and partial
 * payments (then `stockMoved`, once committed). Cancelling a cancelled order answers it
 * unchanged.
 * @throws ApiHttpError 404 OHS4004; 409 ORD409 shipped, pending or failed orders.
 */
export async function cancelOrder(
  db: Database,
  shopper: Shopper | null,
  orderNumber: string,
  now: Date,
  stockMoved?: StockMoved,
): Promise<OrderBody> {
  const row = await ownOrder(db, shopper, orderNumber);
  if (row.status === 'cancelled') return publicOrder(row.body);
  if (row.status !== 'created')
    throw new ApiHttpError(
      409,
      'ORD409',
      `Order ${orderNumber} is ${row.status} and cannot be cancelled`,
    );
  const order: OrderBody = {
    ...row.body,
    st: 'cancelled',
    cancelledAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const returned = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const updated = await tx
      .update(orders)
      .set({ status: 'cancelled', body: order, updatedAt: now })
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'created')))
      .returning();
    if (updated.length > 0) await applyOrderEffects(tx, order, -1);
    return updated.length > 0;
  });
  if (returned) await stockMoved?.(order);
  return publicOrder(order);
}

/**
 * POST /consumer/return/{orderId}/returnLabel: a return label for physical items of a placed
 * or shipped order.
 * @throws ApiHttpError 404 OHS4004; 404 ORD430 an item id not in the order; 500 RTN500 when the return cannot be created: the order
 * is not placed (pending, failed, cancelled), the items are digital only (e-gift cards) or
 * an item id is not in the order.
 */
export async function createReturnLabel(
  db: Database,
  shopper: Shopper | null,
  orderNumber: string,
  itemIds: string[] | undefined,
  now: Date,
) {
  const row = await ownOrder(db, shopper, orderNumber);
  if (row.status !== 'created' && row.status !== 'shipped')
    throw new ApiHttpError(
      500,
      'RTN500',
      `Return creation error: order ${orderNumber} is ${row.status}`,
    );
  const physical = row.body.items.filter((i) => !i.isDigitalProduct && !i.bonus);
  const unknown = itemIds?.find((id) => !row.body.items.some((i) => i.id === id));
  if (unknown) {
    throw new ApiHttpError(404, 'ORD430', `Item ${unknown} not found in order ${orderNumber}`);
  }
  const chosen = itemIds ? row.body.items.filter((i) => itemIds.includes(i.id)) : physical;
  if (
    chosen.length === 0 ||
    (itemIds && chosen.length !== itemIds.length) ||
    chosen.some((i) => i.isDigitalProduct)
  )
    throw new ApiHttpError(
      500,
      'RTN500',
      'Return creation error: no returnable items (digital items cannot be returned)',
    );
  const returnId = `R${orderNumber.slice(3)}-${(row.body.returnLabels?.length ?? 0) + 1}`;
  const order: OrderBody = {
    ...row.body,
    returnLabels: [
      ...(row.body.returnLabels ?? []),
      { returnId, itemIds: chosen.map((i) => i.id), createdAt: now.toISOString() },
    ],
  };
  await db
    .update(orders)
    .set({ body: order, updatedAt: now })
    .where(eq(orders.orderNumber, orderNumber));
  const label = textPdf(`Return ${returnId}`, [
    { text: `RETURN LABEL ${returnId}`, size: 16 },
    `Order ${orderNumber}`,
    `Tracking ${`RT${returnId.replace(/\D/g, '')}`}`,
    '',
    ...chosen.map((i) => `${i.qty} × ${i.name} (${i.upc})`),
  ]);
  return {
    returnId,
    orderNumber,
    itemIds: chosen.map((i) => i.id),
    trackingNumber: `RT${returnId.replace(/\D/g, '')}`,
    labelUrl: `data:application/pdf;base64,${label.toString('base64')}`,
  };
}

/**
 * POST /consumer/purchase/invoice/download: the invoice as a one-page PDF (base64), with the
 * items, shipping, tax, promotions and total. @throws OHS4004
 */
export async function invoiceDownload(db: Database, shopper: Shopper | null, orderNumber: string) {
  const { body } = await ownOrder(db, shopper, orderNumber);
  const money = (n: number) => `${n.toFixed(2)} ${body.currency}`;
  const pdf = textPdf(`Invoice ${body.orderNumber}`, [
    { text: `INVOICE ${body.orderNumber}`, size: 16 },
    `Date: ${body.createdAt.slice(0, 10)}`,
    `Status: ${body.st}`,
    '',
    ...body.items.map((i) => `${i.qty} × ${i.name} (${i.upc})  ${money(i.cost)}`),
    '',
    ...body.promoSummary.map((p) => `Promotion: ${p.calloutMessage || p.promotionName}`),
    `Shipping: ${money(body.totals.shipping)}`,
    `Tax: ${money(body.totals.tax)}`,
    `Total: ${money(body.totals.total)}`,
  ]);
  return {
    orderNumber: body.orderNumber,
    fileName: `invoice-${body.orderNumber}.pdf`,
    contentType: 'application/pdf',
    content: pdf.toString('base64'),
  };
}
