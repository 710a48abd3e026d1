import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { checkCoupon } from './coupons';
import { mutateBasket } from './pipeline';
import { getOpenBasket, getOrCreateOpenBasket } from './repository';
import { mergeSavedLists } from './savedForLater';
import type { Basket, FlashMessage } from './types';

/** What {@link mergeGuestBasket} did. */
export interface BasketMergeResult {
  /** The account's open basket after the merge (undefined when neither had one). */
  basketId?: string;
  /** Units in the account basket before and after (spec 1 §4: a notice when it rose). */
  unitsBefore: number;
  unitsAfter: number;
  /** Saved-for-later items the guest had. */
  savedItems: number;
  /** Guest coupon codes dropped by the re-check (each with a flash notice on the basket). */
  droppedCoupons: string[];
}

const sameLine = (a: Basket['items'][number], b: Basket['items'][number]) =>
  a.productId === b.productId &&
  a.customAmount === b.customAmount &&
  JSON.stringify(a.giftOption ?? {}) === JSON.stringify(b.giftOption ?? {});

/**
 * Merges a guest's basket and saved-for-later list into the account at login (spec 1 §4
 * "Guest and login"): guest items move into the account's open basket (created if needed);
 * the same item keeps the higher quantity; guest coupons not on the account basket move
 * when they pass the coupon rules again for the account (`checkCoupon`: expiry, redemptions
 * of this consumer, limits, exclusive coupons) — one that fails is dropped with an error
 * flash carrying its code (PRM135, PRM155, PRM150, PRM140, PRM416; spec 1 §8 Promo);
 * the basket is recalculated; the guest basket is closed (status `closed`); saved-for-later
 * lists merge the same way. Safe to call twice (the closed guest basket is not found again).
 * @param options.now clock of the recalculation (default now)
 */
export async function mergeGuestBasket(
  db: Database,
  ids: { guestConsumerId: string; consumerId: string },
  options: { now?: Date } = {},
): Promise<BasketMergeResult> {
  const now = options.now ?? new Date();
  // Coupon rules read only the consumer id (once-per-consumer redemptions).
  const account = { consumerId: ids.consumerId, consumerType: 'REGISTERED' as const };
  const savedItems = await mergeSavedLists(db, ids.guestConsumerId, ids.consumerId);
  const guest = await getOpenBasket(db, ids.guestConsumerId);
  const existing = await getOpenBasket(db, ids.consumerId);
  const unitsBefore = existing?.totals.totalUnits ?? 0;
  if (!guest || ids.guestConsumerId === ids.consumerId) {
    return {
      basketId: existing?.basketId,
      unitsBefore,
      unitsAfter: unitsBefore,
      savedItems,
      droppedCoupons: [],
    };
  }
  const { basket: target } = await getOrCreateOpenBasket(db, ids.consumerId, guest);
  let dropped: FlashMessage[] = [];
  let droppedCoupons: string[] = [];
  const saved = await mutateBasket(
    db,
    target.basketId,
    account,
    async (basket) => {
      // A retry after a concurrent change starts again from the fresh copy.
      dropped = [];
      droppedCoupons = [];
      for (const item of guest.items.filter((i) => !i.bonus)) {
        const same = basket.items.find((i) => !i.bonus && sameLine(i, item));
        if (same) same.qty = Math.max(same.qty, item.qty);
        else
          basket.items.push({
            ...structuredClone(item),
            shipmentId: basket.shipments[0]?.shipmentId ?? 'me',
          });
      }
      for (const coupon of guest.couponItems) {
        if (basket.couponItems.some((c) => c.code === coupon.code)) continue;
        try {
          await checkCoupon(db, basket, coupon.code, account, now);
          basket.couponItems.push(coupon);
        } catch (error) {
          if (!(error instanceof ApiHttpError)) throw error;
          dropped.push({ type: 'error', code: error.errorId, message: error.message });
          droppedCoupons.push(coupon.code);
        }
      }
    },
    { now, annotate: (next) => void next.flash.push(...dropped) },
  );
  // The guest's basket closes (spec 1 §4 "Guest and login"); one no longer open stays as it is.
  const guestShopper = { consumerId: ids.guestConsumerId, consumerType: 'GUEST' as const };
  await mutateBasket(
    db,
    guest.basketId,
    guestShopper,
    (basket) => {
      basket.status = 'closed';
    },
    { now, refresh: false },
  ).catch((error: unknown) => {
    if (!(error instanceof ApiHttpError && error.errorId === 'BSK404')) throw error;
  });
  return {
    basketId: saved.basketId,
    unitsBefore,
    unitsAfter: saved.totals.totalUnits,
    savedItems,
    droppedCoupons,
  };
}
