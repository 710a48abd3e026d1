import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { rewardCertificates } from '../db/basketSchema';
import { catalogInventory, catalogProducts, storeInventory } from '../db/catalogSchema';
import type { Database } from '../db/client';
import { consumers } from '../db/consumerSchema';
import { giftCards } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import { pointsPerUnit } from '../payments/methods';
import type { OrderBody } from './types';

/**
 * What placing an order changes outside the order (spec 1 §4 "Order
 * placement"): stock (online, or the store's for pickup), gift card balances, loyalty
 * points, athlete spend, an employee's discount spend (spec 2 §3), reward uses. `direction` -1 reverses it (a failed 3-D Secure
 * challenge, a cancellation). Run inside a transaction.
 */

/**
 * Where an order item's units come from: a store (pickup) or the warehouse (home, ship to
 * store, and collection points (pudo), which hold no stock of their own); none for digital.
 */
function source(order: OrderBody, item: OrderBody['items'][number]) {
  if (item.isDigitalProduct) return undefined;
  const shipment = order.shipments.find((s) => s.shipmentId === item.shipmentId);
  if (shipment?.shippingMethod?.code === 'pickup' && shipment.storeId)
    return { storeId: shipment.storeId };
  return { storeId: undefined };
}

/**
 * Takes (direction 1) or returns (-1) the order's stock. Taking refuses to go below 0.
 * @throws ApiHttpError 409 INV408 when a unit sold out in the meantime (nothing is kept:
 * the caller's transaction rolls back).
 */
async function moveStock(tx: Database, order: OrderBody, direction: 1 | -1): Promise<void> {
  const products = await tx
    .select({ id: catalogProducts.id, reservable: catalogProducts.isRobisOnly })
    .from(catalogProducts)
    .where(inArray(catalogProducts.id, [...new Set(order.items.map((i) => i.masterId)), '']));
  const reservable = new Set(products.filter((p) => p.reservable).map((p) => p.id));
  for (const item of order.items) {
    const from = source(order, item);
    if (!from) continue;
    const units = item.qty * direction;
    if (from.storeId) {
      const rows = await tx
        .update(storeInventory)
        .set({ quantity: sql`${storeInventory.quantity} - ${units}` })
        .where(
          and(
            eq(storeInventory.storeId, from.storeId),
            eq(storeInventory.variantId, item.productId),
            direction === 1 ? gte(storeInventory.quantity, item.qty) : undefined,
          ),
        )
        .returning();
      if (rows.length === 0 && direction === 1)
        throw new ApiHttpError(
          409,
          'INV408',
          `${item.name} is no longer in stock at store ${from.storeId}`,
        );
      continue;
    }
    if (reservable.has(item.masterId)) continue;
    const rows = await tx
      .update(catalogInventory)
      .set({ quantity: sql`${catalogInventory.quantity} - ${units}` })
      .where(
        and(
          eq(catalogInventory.variantId, item.productId),
          direction === 1 ? gte(catalogInventory.quantity, item.qty) : undefined,
        ),
      )
      .returning();
    if (rows.length === 0 && direction === 1)
      throw new ApiHttpError(409, 'INV408', `${item.name} is no longer in stock`);
  }
}

/**
 * Charges (1) or refunds (-1) the partial instruments.
 * @throws ApiHttpError 409 GFC740 a gift card's balance fell below its amount; REW140 not
 * enough points or a reward used up meanwhile.
 */
async function movePayments(tx: Database, order: OrderBody, direction: 1 | -1): Promise<void> {
  for (const p of order.paymentInstruments) {
    if (p.amount <= 0) continue;
    const minor = Math.round(p.amount * 100);
    const secret = typeof p.c_secretNumber === 'string' ? p.c_secretNumber : undefined;
    if (p.payment_method_id === 'GIFT_CARD' && secret) {
      const rows = await tx
        .update(giftCards)
        .set({ balanceMinor: sql`${giftCards.balanceMinor} - ${minor * direction}` })
        .where(
          and(
            eq(giftCards.cardNumber, secret),
            direction === 1 ? gte(giftCards.balanceMinor, minor) : undefined,
          ),
        )
        .returning();
      if (rows.length === 0 && direction === 1)
        throw new ApiHttpError(409, 'GFC740', 'The gift card balance is too low');
    } else if (p.payment_method_id === 'LOYALTY_POINTS') {
      const points = Math.round(p.amount * pointsPerUnit) * direction;
      const rows = await tx
        .update(consumers)
        .set({
          loyalty: sql`jsonb_set(${consumers.loyalty}, '{points}', to_jsonb((${consumers.loyalty}->>'points')::int - ${points}))`,
        })
        .where(
          and(
            eq(consumers.id, order.consumerId),
            direction === 1 ? sql`(${consumers.loyalty}->>'points')::int >= ${points}` : undefined,
          ),
        )
        .returning({ id: consumers.id });
      if (rows.length === 0 && direction === 1)
        throw new ApiHttpError(409, 'REW140', 'Not enough loyalty points');
    } else if (p.payment_method_id === 'ATHLETES_PAYMENT') {
      await tx
        .update(consumers)
        .set({
          athlete: sql`jsonb_set(${consumers.athlete}, '{currentSpend}', to_jsonb(round(((${consumers.athlete}->>'currentSpend')::numeric + ${p.amount * direction})::numeric, 2)))`,
        })
        .where(eq(consumers.id, order.consumerId));
    } else if (
      (p.payment_method_id === 'REWARD_CODE' || p.payment_method_id === 'REWARD_CARD') &&
      secret &&
      p.c_rewardSource === 'certificate'
    ) {
      await tx
        .update(rewardCertificates)
        .set({ uses: sql`${rewardCertificates.uses} + ${direction}` })
        .where(eq(rewardCertificates.code, secret));
    }
  }
}

/**
 * Adds (1) or takes back (-1) the merchandise the associate discount covered to the
 * employee's `currentSpend` (spec 2 §3 "Employee discount: currentSpend, annualCap"). No query
 * for an order without it.
 */
async function moveEmployeeSpend(tx: Database, order: OrderBody, direction: 1 | -1) {
  const spend = order.employeeSpend ?? 0;
  if (spend <= 0) return;
  await tx
    .update(consumers)
    .set({
      employee: sql`jsonb_set(${consumers.employee}, '{currentSpend}', to_jsonb(round((coalesce((${consumers.employee}->>'currentSpend')::numeric, 0) + ${spend * direction})::numeric, 2)))`,
    })
    .where(and(eq(consumers.id, order.consumerId), sql`${consumers.employee} is not null`));
}

/** Applies (1) or reverses (-1) an order's stock, payment and employee spend effects. */
export async function applyOrderEffects(
  tx: Database,
  order: OrderBody,
  direction: 1 | -1,
): Promise<void> {
  await moveStock(tx, order, direction);
  await movePayments(tx, order, direction);
  await moveEmployeeSpend(tx, order, direction);
}
