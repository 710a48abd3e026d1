import type { CatalogEntry, PromotionDefinition } from './context';
import { roundMoney } from './money';
import type { BasketItem, CouponItem, OrderPromotion, PromoSummary } from './types';

/**
 * Promotion rules of the recalculation (spec 1 §3 "promoSummary"): product level (percent
 * off products or categories, buy X), order level (percent off from a subtotal, bonus
 * product), shipping level (free shipping from a threshold). Coupon-only promotions apply
 * when one of their coupons is in the basket.
 */

/** A promotion that may apply, with the coupon that unlocks it. */
export interface Candidate {
  promotion: PromotionDefinition;
  couponCode?: string;
}

/** The promotions that may apply: automatic ones and those unlocked by a coupon item. */
export function candidates(
  promotions: readonly PromotionDefinition[],
  couponItems: readonly CouponItem[],
): Candidate[] {
  const out: Candidate[] = [];
  for (const promotion of promotions) {
    if (!promotion.couponRequired) {
      out.push({ promotion });
      continue;
    }
    const coupon = couponItems.find((c) => c.valid && c.promotionId === promotion.id);
    if (coupon) out.push({ promotion, couponCode: coupon.code });
  }
  return out;
}

/** The summary line of a promotion. */
export const summaryOf = (p: PromotionDefinition): PromoSummary => ({
  level: p.level,
  calloutMessage: p.calloutMessage,
  promotionName: p.name,
  promotionId: p.id,
});

const remainingOf = (item: BasketItem) =>
  roundMoney(item.price.rowTotal - item.productPromotions.reduce((s, p) => s + p.price, 0));

function qualifies(entry: CatalogEntry | undefined, ids?: string[], categoryIds?: string[]) {
  if (!entry) return false;
  if (ids?.includes(entry.productId)) return true;
  return categoryIds?.some((c) => entry.categoryIds.includes(c)) ?? false;
}

/**
 * Applies product-level promotions to the items (appends to `productPromotions`; a row's
 * discounts never exceed its row total). Bonus items are left alone.
 * @returns ids of the promotions that gave a discount.
 */
export function applyProductPromotions(
  items: BasketItem[],
  catalog: ReadonlyMap<string, CatalogEntry>,
  list: readonly Candidate[],
): Set<string> {
  const applied = new Set<string>();
  const priced = items.filter((i) => !i.bonus && i.price.rowTotal > 0);
  for (const { promotion, couponCode } of list) {
    const rule = promotion.rule;
    let rows: BasketItem[] = [];
    let percent = 0;
    if (rule.kind === 'productPercent') {
      rows = priced.filter((i) =>
        qualifies(catalog.get(i.productId), rule.productIds, rule.categoryIds),
      );
      percent = rule.percent;
    } else if (rule.kind === 'buyX') {
      const qualifying = priced.filter((i) =>
        qualifies(catalog.get(i.productId), undefined, rule.categoryIds),
      );
      const units = qualifying.reduce((s, i) => s + i.qty, 0);
      if (units >= rule.minQty) rows = qualifying;
      percent = rule.percent;
    } else continue;
    for (const item of rows) {
      const discount = Math.min(
        remainingOf(item),
        roundMoney((item.price.rowTotal * percent) / 100),
      );
      if (discount <= 0) continue;
      item.productPromotions.push({
        promotionId: promotion.id,
        campaignId: promotion.campaignId,
        ...(couponCode ? { couponCode } : {}),
        price: discount,
        calloutMessage: promotion.calloutMessage,
      });
      applied.add(promotion.id);
    }
  }
  return applied;
}

/**
 * Order-level percent promotions on the item subtotal (after product promotions), each on
 * what the previous ones left (at most `maxBase` of it when the rule caps its base).
 */
export function applyOrderPromotions(
  itemSubTotal: number,
  list: readonly Candidate[],
): OrderPromotion[] {
  const out: OrderPromotion[] = [];
  let remaining = itemSubTotal;
  for (const { promotion, couponCode } of list) {
    const rule = promotion.rule;
    if (rule.kind !== 'orderPercent') continue;
    if (itemSubTotal <= 0 || itemSubTotal < (rule.minSubtotal ?? 0)) continue;
    const base = Math.min(remaining, rule.maxBase ?? remaining);
    const discount = Math.min(remaining, roundMoney((base * rule.percent) / 100));
    if (discount <= 0) continue;
    remaining = roundMoney(remaining - discount);
    out.push({ ...summaryOf(promotion), ...(couponCode ? { couponCode } : {}), discount });
  }
  return out;
}

/** The first free-shipping promotion reached by the merchandise total, if any. */
export function freeShippingPromotion(
  merchandiseTotal: number,
  list: readonly Candidate[],
): Candidate | undefined {
  return list.find(
    ({ promotion }) =>
      promotion.rule.kind === 'freeShipping' && merchandiseTotal >= promotion.rule.threshold,
  );
}

/** Bonus-product promotions reached by the merchandise total. */
export function bonusPromotions(merchandiseTotal: number, list: readonly Candidate[]): Candidate[] {
  return list.filter(
    ({ promotion }) =>
      promotion.rule.kind === 'bonusProduct' &&
      merchandiseTotal > 0 &&
      merchandiseTotal >= promotion.rule.threshold,
  );
}
