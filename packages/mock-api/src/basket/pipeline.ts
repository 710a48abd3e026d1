import { and, asc, gt, isNull, lte, or } from 'drizzle-orm';
import type { Shopper } from '../auth/shopper';
import { promotions } from '../db/basketSchema';
import type { Database } from '../db/client';
import { associateDiscountFor, associateSpendOf, basketOwner } from './associateDiscount';
import { loadCatalogEntries } from './catalog';
import type { PromotionDefinition } from './context';
import { recalculate } from './recalculate';
import { isVersionConflict, loadBasket, saveBasket } from './repository';
import { basketLoyalty } from './rewards';
import { serialised } from './serial';
import type { Basket, BasketStatus } from './types';

/** Promotions active at `now` (spec 1 §3 "promoSummary"), in application order. */
export async function loadActivePromotions(
  db: Database,
  now: Date,
): Promise<PromotionDefinition[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.position), asc(promotions.id));
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
 * Loads what {@link recalculate} needs (catalogue entries of the items and of bonus products,
 * active promotions, the associate discount of an employee who accepted its terms) and runs
 * it, then refreshes the loyalty state of a member (points left,
 * vouchers). Does not save.
 * @param now the server clock (promotion schedules)
 */
export async function recalculateBasket(db: Database, basket: Basket, now: Date): Promise<Basket> {
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
  const owner = await basketOwner(db, basket.consumerId);
  const associate = associateDiscountFor(owner);
  const next = recalculate(basket, {
    catalog,
    promotions: associate ? [...active, associate] : active,
  });
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
  return serialised(db, basketId, async () => {
    const retries = options.retries ?? 5;
    for (let attempt = 0; ; attempt++) {
      const basket =
        attempt === 0 && options.loaded
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
        return await saveBasket(db, next);
      } catch (error) {
        if (!isVersionConflict(error) || attempt >= retries) throw error;
      }
    }
  });
}
