import type { Shopper } from '../auth/shopper';
import {
  mutateBasket,
  recalculateBasket,
  roundMoney,
  setBasketRefresher,
  sumMoney,
} from '../basket';
import type { Basket, PaymentInstrument } from '../basket/types';
import type { Database } from '../db/client';
import { allocate, type PaymentMethodId } from '../payments/methods';
import { arrangeShipments, type ShippingFacts } from '../shipping/arrange';
import { loadShippingFacts } from '../shipping/facts';

/**
 * How the checkout module changes a basket: on top of the basket module's
 * load → change → recalculate → save, it re-arranges the shipments (methods per country,
 * item shipping options with store stock) and re-splits the total over the payment
 * instruments (spec 1 §3 "Payment instrument", "Cart totals" remainingToPay).
 */

/** Most a partial instrument pays (major units), kept on the instrument as `c_cap`. */
export const capOf = (instrument: PaymentInstrument): number | undefined =>
  typeof instrument.c_cap === 'number' ? instrument.c_cap : undefined;

/**
 * Splits what is left after applied rewards over the instruments (partial ones in the order
 * added, up to their cap; the card, pay-later or wallet pays the rest). Mutates `basket`.
 */
export function reallocateInstruments(basket: Basket): void {
  const due = Math.max(0, roundMoney(basket.totals.total - basket.totals.appliedRewards));
  const coverage = allocate(
    Math.round(due * 100),
    basket.payment_instruments.map((p) => ({
      id: p.payment_instrument_id,
      method: p.payment_method_id as PaymentMethodId,
      ...(capOf(p) === undefined ? {} : { capMinor: Math.round((capOf(p) ?? 0) * 100) }),
    })),
  );
  const amounts = new Map(coverage.amounts.map((a) => [a.id, a.amountMinor]));
  for (const p of basket.payment_instruments) {
    p.amount = roundMoney((amounts.get(p.payment_instrument_id) ?? 0) / 100);
  }
}

const placement = (basket: Basket) =>
  JSON.stringify([
    basket.items.map((i) => [i.id, i.shipmentId, i.shippingOptions.selected]),
    basket.shipments.map((s) => [s.shipmentId, s.shippingMethod?.code, s.shippingMethod?.price]),
  ]);

/**
 * Arranges shipments, recalculates and re-splits the payment (no save). When the
 * recalculation moves items (a pickup item short of store stock goes home, `pickupToHome`),
 * the shipments are arranged and the basket recalculated once more. `known`: the facts of
 * this very basket, already loaded by the caller in the same call (saves their queries).
 */
export async function refreshCheckout(
  db: Database,
  basket: Basket,
  now: Date,
  known?: ShippingFacts,
): Promise<Basket> {
  const facts = known ?? (await loadShippingFacts(db, basket));
  // The arranged copy and the rearranged one are this call's own: recalculated in place.
  let recalculated = await recalculateBasket(db, arrangeShipments(basket, facts), now, true);
  const rearranged = arrangeShipments(recalculated, facts);
  if (placement(rearranged) !== placement(recalculated)) {
    const flash = recalculated.flash;
    recalculated = await recalculateBasket(db, rearranged, now, true);
    // Keep the notices of the first pass (the item already moved in the second).
    for (const f of flash)
      if (!recalculated.flash.some((g) => g.code === f.code && g.itemId === f.itemId))
        recalculated.flash.push(f);
  }
  reallocateInstruments(recalculated);
  // remainingToPay as the recalculation computes it, with the amounts just split.
  const paid = sumMoney(recalculated.payment_instruments.map((p) => p.amount));
  const { total, appliedRewards } = recalculated.totals;
  recalculated.totals.remainingToPay = Math.max(0, roundMoney(total - appliedRewards - paid));
  return recalculated;
}

/**
 * Changes a basket the checkout way and saves it (optimistic concurrency with retries, see
 * `mutateBasket`): shipments are arranged (no recalculation), `change` runs, then the one
 * refresh of `mutateBasket` ({@link refreshCheckout}) arranges, recalculates and re-splits.
 * @throws BSK404 / AUT498 / AUT401 from loading; whatever `change` throws.
 */
export async function mutateCheckout(
  db: Database,
  basketId: string,
  shopper: Shopper | null,
  now: Date,
  change: (basket: Basket) => void | Promise<void>,
): Promise<Basket> {
  setBasketRefresher(db, refreshCheckout);
  return mutateBasket(
    db,
    basketId,
    shopper,
    async (basket) => {
      // Shipments as they stand now (arranged against the current stock, not recalculated):
      // mutateBasket refreshes once after the change (the refresher registered by
      // registerCheckoutRoutes is refreshCheckout), so a change costs one recalculation.
      Object.assign(basket, arrangeShipments(basket, await loadShippingFacts(db, basket)));
      await change(basket);
    },
    { now },
  );
}

/** A basket as answered: the stored document without internal `c_` instrument fields. */
export function publicBasket(basket: Basket): Basket {
  return {
    ...basket,
    payment_instruments: basket.payment_instruments.map(publicInstrument),
  };
}

/** An instrument without its internal fields (`c_secret*`). */
export function publicInstrument(instrument: PaymentInstrument): PaymentInstrument {
  return Object.fromEntries(
    Object.entries(instrument).filter(([key]) => !key.startsWith('c_secret')),
  ) as PaymentInstrument;
}
