import { AsyncLocalStorage } from 'node:async_hooks';
import { asc } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Shopper } from '../auth/shopper';
import { catalogVersions } from '../catalog/cache';
import { promotions } from '../db/basketSchema';
import type { Database } from '../db/client';
import {
  associateDiscountFor,
  associateSpendOf,
  type BasketOwner,
  basketOwner,
} from './associateDiscount';
import { loadCatalogEntries } from './catalog';
import type { PromotionDefinition } from './context';
import { recalculate, recalculateOwned } from './recalculate';
import { isVersionConflict, loadBasket, saveBasket } from './repository';
import { basketLoyalty } from './rewards';
import { serialised } from './serial';
import type { Basket, BasketStatus } from './types';

type PromotionRow = typeof promotions.$inferSelect;

/** Every promotion of a database in application order, under the change stamp it was read at. */
const promotionCache = new WeakMap<object, { key: string; rows: PromotionRow[] }>();

/**
 * Every promotion in application order: kept in process memory and read again only when the
 * `promotions` change stamp moved (migration 0012); inside a transaction, from the table.
 */
async function allPromotions(db: Database): Promise<PromotionRow[]> {
  const query = () =>
    db.select().from(promotions).orderBy(asc(promotions.position), asc(promotions.id));
  if (db instanceof PgTransaction) return query();
  const key = (await catalogVersions(db)).get('promotions');
  const cached = promotionCache.get(db);
  if (key !== undefined && cached?.key === key) return cached.rows;
  const rows = await query();
  if (key !== undefined) promotionCache.set(db, { key, rows });
  return rows;
}

/** Promotions active at `now` (spec 1 §3 "promoSummary"), in application order. */
export async function loadActivePromotions(
  db: Database,
  now: Date,
): Promise<PromotionDefinition[]> {
  const at = now.getTime();
  const rows = (await allPromotions(db)).filter(
    (r) => (!r.startsAt || r.startsAt.getTime() <= at) && (!r.endsAt || r.endsAt.getTime() > at),
  );
  return rows.map((r) => ({
    id: r.id,
    campaignId: r.campaignId,
    name: r.name,
    level: r.level,
    calloutMessage: r.calloutMessage,
    rule: r.rule,
    couponRequired: r.couponRequired,
  }));
}

/**
 * The version each basket was last saved at by {@link mutateBasket} in this process (the most
 * recent 10,000 baskets): a copy loaded before the call waited its turn is used only when no
 * change was saved since, so a queued change does not start from a stale copy, fail its save
 * and redo its work at the back of the queue.
 */
const savedVersions = new WeakMap<object, Map<string, number>>();
const savedVersionsKept = 10_000;

function rememberSaved(db: Database, basket: Basket): void {
  let versions = savedVersions.get(db);
  if (!versions) {
    versions = new Map();
    savedVersions.set(db, versions);
  }
  versions.delete(basket.basketId);
  versions.set(basket.basketId, basket.version);
  if (versions.size > savedVersionsKept) {
    const oldest = versions.keys().next().value;
    if (oldest !== undefined) versions.delete(oldest);
  }
}

/** Whether a copy loaded earlier is still the latest this process saved. */
function isCurrent(db: Database, loaded: Basket): boolean {
  const saved = savedVersions.get(db)?.get(loaded.basketId);
  return saved === undefined || saved === loaded.version;
}

/** The shopper a {@link mutateBasket} call runs for (read in the same request). */
const caller = new AsyncLocalStorage<Shopper | null>();

/**
 * The owner's fields the recalculation reads. A guest has neither an employee record nor a
 * loyalty account (spec 2: both need a registered account), so when the shopper changing the
 * basket is its guest owner (type read with the token in the same request) no query is needed.
 */
function ownerOf(db: Database, consumerId: string): Promise<BasketOwner | undefined> {
  const shopper = caller.getStore();
  if (shopper?.consumerId === consumerId && shopper.consumerType === 'GUEST') {
    return Promise.resolve({ type: 'GUEST', employee: null, accepted: null, loyalty: null });
  }
  return basketOwner(db, consumerId);
}

/**
 * Loads what {@link recalculate} needs (catalogue entries of the items and of bonus products,
 * active promotions, the associate discount of an employee who accepted its terms) and runs
 * it, then refreshes the loyalty state of a member (points left,
 * vouchers). Does not save.
 * @param now the server clock (promotion schedules)
 * @param owned `true` when the caller hands over `basket` (a copy of its own it no longer
 * needs): it is recalculated in place instead of copied first
 */
export async function recalculateBasket(
  db: Database,
  basket: Basket,
  now: Date,
  owned = false,
): Promise<Basket> {
  const active = await loadActivePromotions(db, now);
  const bonusIds = active.flatMap((p) =>
    p.rule.kind === 'bonusProduct' ? [p.rule.variantId] : [],
  );
  const catalog = await loadCatalogEntries(db, basket.currency, [
    ...basket.items.map((i) => i.productId),
    ...bonusIds,
  ]);
  // One read of the owner: the associate discount of an employee who accepted the terms (after
  // the other promotions) and a member's loyalty state.
  const owner = await ownerOf(db, basket.consumerId);
  const associate = associateDiscountFor(owner);
  const context = { catalog, promotions: associate ? [...active, associate] : active };
  const next = owned ? recalculateOwned(basket, context) : recalculate(basket, context);
  const loyalty = basketLoyalty(owner?.loyalty ?? null, next.rewards);
  if (loyalty) next.loyalty = loyalty;
  else delete next.loyalty;
  const employeeSpend = associate ? associateSpendOf(next, associate) : 0;
  if (employeeSpend > 0) next.employeeSpend = employeeSpend;
  else delete next.employeeSpend;
  return next;
}

/** Recalculates a basket the way the full backend does (see {@link setBasketRefresher}). */
export type BasketRefresher = (db: Database, basket: Basket, now: Date) => Promise<Basket>;

const refreshers = new WeakMap<Database, BasketRefresher>();

/**
 * Registers how baskets of this database are refreshed after each change: the checkout module
 * registers its refresher (arrange shipments and per-item shipping options, recalculate, re-split
 * the payment instruments), so a basket has its default `standard` (or `digital`) shipment and
 * shipping price from its first item, not only after the first checkout call.
 */
export function setBasketRefresher(db: Database, refresher: BasketRefresher): void {
  refreshers.set(db, refresher);
}

/**
 * The refresher registered for `db`, or plain {@link recalculateBasket} when none is (the basket
 * module alone). Does not save.
 */
export function refreshBasket(db: Database, basket: Basket, now: Date): Promise<Basket> {
  return (refreshers.get(db) ?? recalculateBasket)(db, basket, now);
}

/** Options of {@link mutateBasket}. */
export interface MutateOptions {
  /** The server clock. */
  now: Date;
  /** Retries after a concurrent change (version conflict). Default 5. */
  retries?: number;
  /** Checks the recalculated basket before it is saved (throw to refuse the change). */
  verify?: (next: Basket) => void | Promise<void>;
  /**
   * Adds notices to the refreshed basket before it is saved (recalculation rebuilds `flash`,
   * so a change's own notices go here, e.g. the coupons dropped at a login merge).
   */
  annotate?: (next: Basket) => void;
  /**
   * The basket as the caller already loaded it for the same shopper in this call: the first
   * attempt starts from a copy of it instead of loading again (one query less); its `version`
   * still guards the save, so a change made since is a conflict.
   */
  loaded?: Basket;
  /** The statuses the basket may have when loaded; `['open']` by default (see `loadBasket`). */
  statuses?: BasketStatus[];
  /**
   * How the changed basket is refreshed before it is saved: the registered refresher by default
   * ({@link refreshBasket}); another refresher (which may also check the basket and throw); or
   * `false` when the change leaves the content as already refreshed (a status change: the
   * basket ordered at placement, reopened after a failed 3-D Secure challenge, closed once
   * merged).
   */
  refresh?: BasketRefresher | false;
}

/**
 * The one way a basket changes, its content or its status (spec 1 §3, §7 "Cart"; the routes and
 * services of basket, checkout, order placement and the login merge all come here).
 * Load → change → refresh ({@link refreshBasket}) → save with optimistic concurrency: on a version conflict the
 * whole step is repeated on a fresh copy (up to `retries` times), so concurrent changes to one
 * basket are all kept. Within one process, changes to one basket run one after another
 * (`serialised`), so they do not collide in the first place.
 * @param change mutates the basket it is given (may throw an ApiHttpError to refuse)
 * @throws BSK404 / AUT498 from `loadBasket`; INV409 when the retries run out; whatever
 * `change` throws
 */
export async function mutateBasket(
  db: Database,
  basketId: string,
  shopper: Shopper | null,
  change: (basket: Basket) => void | Promise<void>,
  options: MutateOptions,
): Promise<Basket> {
  const run = () =>
    serialised(db, basketId, async () => {
      const retries = options.retries ?? 5;
      for (let attempt = 0; ; attempt++) {
        const basket =
          attempt === 0 && options.loaded && isCurrent(db, options.loaded)
            ? structuredClone(options.loaded)
            : await loadBasket(
                db,
                basketId,
                shopper,
                options.statuses ? { statuses: options.statuses } : {},
              );
        await change(basket);
        const refresh = options.refresh ?? refreshBasket;
        const next = refresh === false ? basket : await refresh(db, basket, options.now);
        await options.verify?.(next);
        options.annotate?.(next);
        try {
          const saved = await saveBasket(db, next);
          rememberSaved(db, saved);
          return saved;
        } catch (error) {
          if (!isVersionConflict(error) || attempt >= retries) throw error;
        }
      }
    });
  return caller.run(shopper, run);
}
