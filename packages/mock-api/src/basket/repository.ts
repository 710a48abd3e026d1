import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Shopper } from '../auth/shopper';
import { type BasketRow, baskets } from '../db/basketSchema';
import type { Database } from '../db/client';
import { checkoutStates } from '../db/orderSchema';
import { preparedOn } from '../db/prepared';
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

/** A basket document as this process last saved it, under the version and time it saved. */
interface SavedCopy {
  version: number;
  updatedAt: Date;
  /** The stored document, as sent (`toBody`, serialised). */
  json: string;
}

/**
 * The document of each basket this process saved (the most recent {@link savedCopiesKept},
 * outside transactions, which may roll back): a load asks the database for the document only
 * when the stored version or save time differs from the copy's (another process, a
 * transaction or the e2e restore wrote since), so the copy is used only while it is the stored
 * one.
 */
const savedCopies = new WeakMap<object, Map<string, SavedCopy>>();
const savedCopiesKept = 1_000;

function rememberCopy(db: Database, basketId: string, copy: SavedCopy): void {
  let copies = savedCopies.get(db);
  if (!copies) {
    copies = new Map();
    savedCopies.set(db, copies);
  }
  copies.delete(basketId);
  copies.set(basketId, copy);
  if (copies.size > savedCopiesKept) {
    const oldest = copies.keys().next().value;
    if (oldest !== undefined) copies.delete(oldest);
  }
}

/**
 * Loads a basket for a shopper. One query: the document comes from the database unless this
 * process saved the stored version itself (then from its copy, see {@link savedCopies}).
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
  const copy = db instanceof PgTransaction ? undefined : savedCopies.get(db)?.get(basketId);
  const name = `load_basket_${statuses.join('_')}`;
  // The document only when the stored row is not the copy (version 0 is never stored).
  const [row] = await preparedOn(db, name, (d) =>
    d
      .select({
        id: baskets.id,
        consumerId: baskets.consumerId,
        siteId: baskets.siteId,
        currency: baskets.currency,
        status: baskets.status,
        kind: baskets.kind,
        version: baskets.version,
        body: sql`case when ${baskets.version} = ${sql.placeholder('version')}::integer and ${baskets.updatedAt} = ${sql.placeholder('updatedAt')}::timestamptz then null else ${baskets.body} end`.mapWith(
          baskets.body,
        ),
        createdAt: baskets.createdAt,
        updatedAt: baskets.updatedAt,
      })
      .from(baskets)
      .where(and(eq(baskets.id, sql.placeholder('basketId')), inArray(baskets.status, statuses)))
      .prepare(name),
  ).execute({
    basketId,
    version: copy?.version ?? 0,
    updatedAt: (copy?.updatedAt ?? new Date(0)).toISOString(),
  });
  if (!row) throw new ApiHttpError(404, 'BSK404', `Basket ${basketId} not found`);
  if (row.consumerId !== shopper.consumerId) {
    throw new ApiHttpError(403, 'AUT498', `Basket ${basketId} belongs to another customer`);
  }
  const body =
    (row.body as BasketBody | null) ?? (copy ? (JSON.parse(copy.json) as BasketBody) : null);
  if (!body) throw new ApiHttpError(500, 'GEN500', `Basket ${basketId} could not be read`);
  return toBasket({ ...row, body });
}

/**
 * Saves a basket if nobody saved it since it was read (same `version`), bumping the version.
 * @returns the saved basket with its new version and `updatedAt`.
 * @throws ApiHttpError 409 `INV409` when the stored version differs (a concurrent change:
 * reload and retry); 404 `BSK404` when the basket is gone.
 */
export async function saveBasket(db: Database, basket: Basket): Promise<Basket> {
  // Serialised once: the text sent is the text stored (json) and the copy kept.
  const json = JSON.stringify(toBody(basket));
  const updatedAt = new Date();
  const version = basket.version + 1;
  // Only the id comes back: the saved document is the one sent (no second copy to parse).
  const [row] = await preparedOn(db, 'save_basket', (d) =>
    d
      .update(baskets)
      .set({
        body: sql`${sql.placeholder('json')}::json`,
        status: sql`${sql.placeholder('status')}`,
        version: sql`${sql.placeholder('version')}::integer`,
        updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz`,
      })
      .where(
        and(
          eq(baskets.id, sql.placeholder('basketId')),
          eq(baskets.version, sql.placeholder('loadedVersion')),
        ),
      )
      .returning({ id: baskets.id })
      .prepare('save_basket'),
  ).execute({
    json,
    status: basket.status,
    version,
    updatedAt: updatedAt.toISOString(),
    basketId: basket.basketId,
    loadedVersion: basket.version,
  });
  if (row) {
    if (!(db instanceof PgTransaction))
      rememberCopy(db, basket.basketId, { version, updatedAt, json });
    return toBasket({
      id: basket.basketId,
      consumerId: basket.consumerId,
      siteId: basket.siteId,
      currency: basket.currency,
      status: basket.status,
      kind: basket.express ? 'express' : 'shopper',
      version,
      // The stored form (json keeps no undefined members).
      body: JSON.parse(json),
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
