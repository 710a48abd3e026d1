import { ApiHttpError } from '../errors';
import { sumMoney } from './money';
import type { Basket, PriceAdjustment } from './types';

/**
 * Rules of manual price adjustments (spec 1 §7 price_adjustments): only an in-store associate
 * makes them (checked by the routes), each target (one item, or the whole order) is reduced by
 * at most a configured share of its price, all its adjustments together.
 */

/** Default of `MOCK_API_MAX_PRICE_ADJUSTMENT_PERCENT`: 30 (%). */
export const defaultMaxPriceAdjustmentPercent = 30;

/**
 * The largest share of an item's or the order's price that its price adjustments may take off,
 * in percent: env `MOCK_API_MAX_PRICE_ADJUSTMENT_PERCENT` (0 to 100), else 30.
 */
export function maxPriceAdjustmentPercent(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MOCK_API_MAX_PRICE_ADJUSTMENT_PERCENT;
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 100
    ? value
    : defaultMaxPriceAdjustmentPercent;
}

/** Price of an adjustment's target before adjustments, major units: the item's row total or the items' total. */
function basePrice(basket: Basket, itemId: string | undefined): number {
  const items = basket.items.filter((i) => !i.bonus && (itemId === undefined || i.id === itemId));
  return sumMoney(items.map((i) => i.price.rowTotal));
}

/** The share (percent) of `base` an adjustment takes off. */
function shareOf(adj: PriceAdjustment, base: number): number {
  if (adj.type === 'percentage') return adj.value;
  return base > 0 ? (adj.value * 100) / base : Number.POSITIVE_INFINITY;
}

/**
 * Checks the adjustments on one target (an item id, or `undefined` for the order) together
 * against the maximum share.
 * @param maxPercent the maximum share, percent (see {@link maxPriceAdjustmentPercent})
 * @throws ApiHttpError 400 `PRC400` when they take off more than `maxPercent` of the target's price
 */
export function assertAdjustmentsWithinMaximum(
  basket: Basket,
  itemId: string | undefined,
  maxPercent: number,
): void {
  const base = basePrice(basket, itemId);
  const onTarget = basket.priceAdjustments.filter((a) => a.itemId === itemId);
  const share = onTarget.reduce((sum, adj) => sum + shareOf(adj, base), 0);
  // A tolerance for floating-point rounding of amounts.
  if (share > maxPercent + 1e-6) {
    throw new ApiHttpError(
      400,
      'PRC400',
      `Price adjustments may take off at most ${maxPercent}% of the ${itemId ? 'item' : 'order'} price`,
    );
  }
}
