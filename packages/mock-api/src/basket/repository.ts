import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { type BasketRow, baskets } from '../db/basketSchema';
import type { Database } from '../db/client';
import { checkoutStates } from '../db/orderSchema';
import { ApiHttpError } from '../errors';
import type { Basket, BasketBody, BasketStatus, BasketTotals } from './types';

/**
 * Storage of baskets (spec 1 §3 "Cart"): one open basket per shopper (partial unique index),
 * optimistic concurrency through the `version` column.
 */

/** Zero totals in a currency. */
export function emptyTotals(currency: string): BasketTotals {
  return {
    total: 0,
    totalDiscount: 0,
    itemTotal: 0,
    totalWithoutTax: 0,
    shipping: 0,
    tax: 0,
    totalDiscountPercentage: 0,
    remainingToPay: 0,
    currency,
    totalUnits: 0,
    itemSubTotal: 0,
    netAmount: 0,
    taxAmount: 0,
    appliedRewards: 0,
  };
}

/** The document of a new, empty basket with its default shipment `me`. */
export function emptyBasketBody(currency: string): BasketBody {
  return {
    items: [],
    shipments: [{ shipmentId: 'me' }],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    priceAdjustments: [],
    payment_instruments: [],
    rewards: [],
    flash: [],
    totals: emptyTotals(currency),
  };
}

/** A basket from its row. */
export function toBasket(row: BasketRow): Basket {
  return {
    ...row.body,
    basketId: row.id,
    consumerId: row.consumerId,
    siteId: row.siteId,
    currency: row.currency,
    status: row.status,
    version: row.version,
    totalItems: row.body.totals.totalUnits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.kind === 'express' ? { express: true } : {}),
  };
}

/** The stored document of a basket (identity fields left out). */
export function toBody(basket: Basket): BasketBody {
  const {
    basketId: _id,
    consumerId: _c,
    siteId: _s,
    currency: _cur,
    status: _st,
    version: _v,
    totalItems: _t,
    createdAt: _ca,
    updatedAt: _ua,
    express: _e,
    ...body
  } = basket;
  return body;
}

/** The open shopper basket (the cart, not an express basket) of a consumer, or undefined. */
export async function getOpenBasket(db: Database, consumerId: string): Promise<Basket | undefined> {
  const [row] = await db
    .select()
    .from(baskets)
    .where(
      and(
        eq(baskets.consumerId, consumerId),
        eq(baskets.status, 'open'),
        eq(baskets.kind, 'shopper'),
      ),
    );
  return row ? toBasket(row) : undefined;
}

/**
 * A new, empty express basket of a consumer (spec 3 §4 "Express wallet flow", §9: the product
 * page's express checkout buys one variant beside the shopper's cart, which stays untouched).
 * The consumer's earlier open express baskets are deleted (one express flow at a time).
 */
export async function createExpressBasket(
  db: Database,
  consumerId: string,
  site: { siteId: string; currency: string },
): Promise<Basket> {
  await db
    .delete(baskets)
    .where(
      and(
        eq(baskets.consumerId, consumerId),
        eq(baskets.status, 'open'),
        eq(baskets.kind, 'express'),
      ),
    );
  const [row] = await db
    .insert(baskets)
    .values({
      id: randomUUID().replaceAll('-', ''),
      consumerId,
      siteId: site.siteId,
      currency: site.currency,
      status: 'open',
      kind: 'express',
      body: emptyBasketBody(site.currency),
    })
    .returning();
  if (!row) throw new ApiHttpError(500, 'GEN500', 'Basket could not be created');
  return toBasket(row);
}

/**
 * Deletes an open express basket (the express flow was cancelled or failed, spec 3 §4: the
 * temporary cart state is cleared).
 * @throws ApiHttpError 404 `BSK404` unknown or not open; 403 `AUT498` another consumer's;
 * 400 `API400` the shopper's cart (only an express basket can be deleted)
 */
export async function deleteExpressBasket(
  db: Database,
  basketId: string,
  shopper: Shopper | null,
): Promise<void> {
  const basket = await loadBasket(db, basketId, shopper);
  if (!basket.express)
    throw new ApiHttpError(400, 'API400', 'Only an express basket can be deleted');
  await db.delete(baskets).where(and(eq(baskets.id, basketId), eq(baskets.kind, 'express')));
  await db.delete(checkoutStates).where(eq(checkoutStates.basketId, basketId));
}

/**
 * The consumer's open basket, created (empty, in the site's currency) when there is none.
 * Concurrent calls for the same consumer all get the same basket: the partial unique index
 * lets one insert win, the others read it.
 * @returns the basket and whether this call created it.
 */
export async function getOrCreateOpenBasket(
  db: Database,
  consumerId: string,
  site: { siteId: string; currency: string },
): Promise<{ basket: Basket; created: boolean }> {
  const existing = await getOpenBasket(db, consumerId);
  if (existing) return { basket: existing, created: false };
  const inserted = await db
    .insert(baskets)
    .values({
      id: randomUUID().replaceAll('-', ''),
      consumerId,
      siteId: site.siteId,
      currency: site.currency,
      status: 'open',
      body: emptyBasketBody(site.currency),
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (row) return { basket: toBasket(row), created: true };
  const winner = await getOpenBasket(db, consumerId);
  if (!winner) throw new ApiHttpError(500, 'GEN500', 'Basket could not be created');
  return { basket: winner, created: false };
}

/** Options of {@link loadBasket}. */
export interface LoadBasketOptions {
  /** Statuses that count as found. Default `['open']`. */
  statuses?: BasketStatus[];
}

/**
 * Loads a basket for a shopper.
 * @throws ApiHttpError 404 `BSK404` when there is no such basket (or not in `statuses`);
 * 403 `AUT498` when it belongs to another consumer; 401 `AUT401` without a shopper.
 */
export async function loadBasket(
  db: Database,
  basketId: string,
  shopper: Shopper | null,
  options: LoadBasketOptions = {},
): Promise<Basket> {
  if (!shopper) throw new ApiHttpError(401, 'AUT401', 'An access token is required');
  const statuses = options.statuses ?? ['open'];
  const [row] = await db
    .select()
    .from(baskets)
    .where(and(eq(baskets.id, basketId), inArray(baskets.status, statuses)));
  if (!row) throw new ApiHttpError(404, 'BSK404', `Basket ${basketId} not found`);
  if (row.consumerId !== shopper.consumerId) {
    throw new ApiHttpError(403, 'AUT498', `Basket ${basketId} belongs to another customer`);
  }
  return toBasket(row);
}

/**
 * Saves a basket if nobody saved it since it was read (same `version`), bumping the version.
 * @returns the saved basket with its new version and `updatedAt`.
 * @throws ApiHttpError 409 `INV409` when the stored version differs (a concurrent change:
 * reload and retry); 404 `BSK404` when the basket is gone.
 */
export async function saveBasket(db: Database, basket: Basket): Promise<Basket> {
  const body = toBody(basket);
  const updatedAt = new Date();
  // Only the id comes back: the saved document is the one sent (no second copy to parse).
  const [row] = await db
    .update(baskets)
    .set({ body, status: basket.status, version: basket.version + 1, updatedAt })
    .where(and(eq(baskets.id, basket.basketId), eq(baskets.version, basket.version)))
    .returning({ id: baskets.id });
  if (row) {
    return toBasket({
      id: basket.basketId,
      consumerId: basket.consumerId,
      siteId: basket.siteId,
      currency: basket.currency,
      status: basket.status,
      kind: basket.express ? 'express' : 'shopper',
      version: basket.version + 1,
      // The stored form (jsonb keeps no undefined members).
      body: JSON.parse(JSON.stringify(body)),
      createdAt: new Date(basket.createdAt),
      updatedAt,
    });
  }
  const [current] = await db
    .select({ version: baskets.version })
    .from(baskets)
    .where(eq(baskets.id, basket.basketId));
  if (!current) throw new ApiHttpError(404, 'BSK404', `Basket ${basket.basketId} not found`);
  throw new ApiHttpError(
    409,
    'INV409',
    `Basket ${basket.basketId} changed concurrently (version ${current.version}, not ${basket.version})`,
  );
}

/** Whether an error is the optimistic-concurrency conflict of {@link saveBasket}. */
export const isVersionConflict = (error: unknown): boolean =>
  error instanceof ApiHttpError && error.status === 409 && error.errorId === 'INV409';
