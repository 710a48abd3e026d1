import type { CatalogEntry, RecalcContext } from './context';
import { allocate, percentOf, roundMoney, sumMoney } from './money';
import {
  applyOrderPromotions,
  applyProductPromotions,
  bonusPromotions,
  type Candidate,
  candidates,
  freeShippingPromotion,
  summaryOf,
} from './promotions';
import { countryOfSite, taxOf, taxRateFor } from './tax';
import type { Basket, BasketItem, FlashMessage, PromoSummary } from './types';

/** Id of a bonus item: stable per promotion, so recalculations keep it. */
export const bonusItemId = (promotionId: string) => `bonus-${promotionId}`;

/**
 * Recalculates a basket in SFCC's order (spec 1 §3): item prices (from the
 * catalogue, in the basket currency) → promotions (product level, item price adjustments,
 * order level, order adjustments, bonus products) → shipping (sum of the shipments' method
 * prices, minus free-shipping promotions) → taxes (rate per country, see `tax.ts`; GB
 * inclusive) → totals (spec 1 §3 "Cart totals"). Derived fields are rebuilt from scratch;
 * inventory notices (INV700 out of stock, INV701 partly out of stock, INV702 not available,
 * INV405 no price) are collected in `flash` and on the items; an item to pick up in a store
 * that has too few units (its `storeInfo.storeInventory`) switches to home delivery with an
 * info notice `pickupToHome` (spec 1 §4 "Cart notifications").
 *
 * Pure: returns a new basket, never touches the input or a database.
 */
export function recalculate(input: Basket, context: RecalcContext): Basket {
  return recalculateOwned(structuredClone(input), context);
}

/**
 * {@link recalculate} on a basket the caller owns and no longer needs as it was (a copy made
 * for this change): recalculated in place, without a copy of the whole basket (for a basket
 * of 100 items the copy cost about as much as the recalculation).
 * @returns `basket` itself, recalculated
 */
export function recalculateOwned(basket: Basket, context: RecalcContext): Basket {
  const flash: FlashMessage[] = [];

  // 1. Item prices
  basket.items = basket.items.filter((i) => !i.bonus);
  for (const item of basket.items) priceItem(item, context.catalog.get(item.productId), flash);

  // 2. Promotions
  const list = candidates(context.promotions, basket.couponItems);
  const applied = applyProductPromotions(basket.items, context.catalog, list);
  for (const item of basket.items) {
    const productDiscount = sumMoney(item.productPromotions.map((p) => p.price));
    let after = roundMoney(item.price.rowTotal - productDiscount);
    for (const adj of basket.priceAdjustments.filter((a) => a.itemId === item.id)) {
      const off = Math.min(after, adjustmentAmount(adj, after));
      adj.appliedDiscount = off;
      after = roundMoney(after - off);
    }
    item.price.priceAfterItemDiscount = after;
  }
  const itemTotal = sumMoney(basket.items.map((i) => i.price.rowTotal));
  const itemSubTotal = sumMoney(basket.items.map((i) => i.price.priceAfterItemDiscount));
  basket.orderPromotions = applyOrderPromotions(itemSubTotal, list);
  let orderDiscount = sumMoney(basket.orderPromotions.map((p) => p.discount));
  for (const adj of basket.priceAdjustments.filter((a) => !a.itemId)) {
    const rest = roundMoney(itemSubTotal - orderDiscount);
    const off = Math.min(rest, adjustmentAmount(adj, rest));
    adj.appliedDiscount = off;
    orderDiscount = roundMoney(orderDiscount + off);
  }
  for (const adj of basket.priceAdjustments) {
    if (adj.itemId && !basket.items.some((i) => i.id === adj.itemId)) adj.appliedDiscount = 0;
  }
  const shares = allocate(
    orderDiscount,
    basket.items.map((i) => i.price.priceAfterItemDiscount),
  );
  basket.items.forEach((item, i) => {
    item.price.priceAfterOrderDiscount = roundMoney(
      item.price.priceAfterItemDiscount - (shares[i] ?? 0),
    );
  });
  const merchandiseTotal = roundMoney(itemSubTotal - orderDiscount);
  const bonuses = bonusPromotions(merchandiseTotal, list);
  for (const bonus of bonuses)
    addBonusItem(basket, bonus, context.catalog.get(bonusVariant(bonus)));

  // 3. Shipping
  const freeShipping = freeShippingPromotion(merchandiseTotal, list);
  let shipping = 0;
  for (const shipment of basket.shipments) {
    const price = shipment.shippingMethod?.price ?? 0;
    shipment.shippingDiscount = freeShipping ? price : 0;
    shipping += price - shipment.shippingDiscount;
    const rows = basket.items.filter((i) => i.shipmentId === shipment.shipmentId);
    const parts = allocate(
      shipment.shippingDiscount,
      rows.map((i) => i.price.priceAfterOrderDiscount || 1),
    );
    rows.forEach((item, i) => {
      item.shippingPromotions =
        freeShipping && (parts[i] ?? 0) > 0
          ? [
              {
                promotionId: freeShipping.promotion.id,
                appliedDiscount: parts[i] ?? 0,
                price: parts[i] ?? 0,
              },
            ]
          : [];
    });
  }
  shipping = roundMoney(shipping);

  // 4. Taxes
  const country =
    basket.shipments.find((s) => s.shippingAddress?.countryCode)?.shippingAddress?.countryCode ??
    countryOfSite(basket.siteId);
  const rate = taxRateFor(country);
  for (const item of basket.items) {
    item.cost = item.price.priceAfterOrderDiscount;
    item.taxTotal = roundMoney(taxOf(item.cost, rate));
  }
  const tax = roundMoney(sumMoney(basket.items.map((i) => i.taxTotal)) + taxOf(shipping, rate));

  // 5. Totals
  const total = roundMoney(merchandiseTotal + shipping + (rate.inclusive ? 0 : tax));
  const productDiscounts = roundMoney(itemTotal - itemSubTotal);
  const totalDiscount = roundMoney(productDiscounts + orderDiscount);
  const appliedRewards = Math.min(total, sumMoney(basket.rewards.map((r) => r.amount)));
  const paid = sumMoney(basket.payment_instruments.map((p) => p.amount));
  const totalUnits = basket.items.reduce((s, i) => s + i.qty, 0);
  basket.totals = {
    total,
    totalDiscount,
    itemTotal,
    totalWithoutTax: roundMoney(total - tax),
    shipping,
    tax,
    totalDiscountPercentage: percentOf(totalDiscount, itemTotal),
    remainingToPay: Math.max(0, roundMoney(total - appliedRewards - paid)),
    currency: basket.currency,
    totalUnits,
    itemSubTotal,
    netAmount: roundMoney(total - tax),
    taxAmount: tax,
    appliedRewards,
    giftCards: giftCardsOf(basket.payment_instruments),
  };
  basket.totalItems = totalUnits;

  // Coupons: applied when their promotion gave something.
  const usedIds = new Set<string>([
    ...applied,
    ...basket.orderPromotions.map((p) => p.promotionId),
    ...(freeShipping ? [freeShipping.promotion.id] : []),
    ...bonuses.map((b) => b.promotion.id),
  ]);
  basket.couponItems = basket.couponItems.map((c) => {
    const on = c.valid && usedIds.has(c.promotionId);
    return { ...c, applied: on, statusCode: on ? 'applied' : 'no_applicable_promotion' };
  });
  basket.promoSummary = summaries(list, usedIds);
  basket.flash = flash;
  return basket;
}

/** Gift card instruments as express totals list them (masked number from `gift_card`). */
function giftCardsOf(instruments: Basket['payment_instruments']) {
  return instruments
    .filter((p) => p.payment_method_id === 'GIFT_CARD')
    .map((p) => {
      const card = p.gift_card as { maskedNumber?: unknown } | undefined;
      return { amount: p.amount, cardNumber: String(card?.maskedNumber ?? '') };
    });
}

function adjustmentAmount(adj: Basket['priceAdjustments'][number], base: number): number {
  return roundMoney(adj.type === 'percentage' ? (base * adj.value) / 100 : adj.value);
}

function priceItem(item: BasketItem, entry: CatalogEntry | undefined, flash: FlashMessage[]) {
  item.productPromotions = [];
  item.shippingPromotions = [];
  item.customerNotifications = [];
  const notice = (code: string, message: string) => {
    const f: FlashMessage = { type: 'error', code, message, itemId: item.id };
    item.customerNotifications.push(f);
    flash.push(f);
  };
  if (!entry) {
    notice('INV702', `${item.name} is no longer available`);
  } else if (entry.current === null || entry.original === null) {
    notice('INV405', `${item.name} has no price`);
  } else {
    item.price.current = item.customAmount ?? entry.current;
    item.price.original = item.customAmount ?? entry.original;
    if (entry.highCurrent !== undefined) item.price.highCurrent = entry.highCurrent;
    if (entry.highOriginal !== undefined) item.price.highOriginal = entry.highOriginal;
    item.maxQty = Math.min(item.maxQty, entry.maxQty);
    if (!entry.isDigital && entry.stock <= 0) notice('INV700', `${item.name} is out of stock`);
    else if (!entry.isDigital && item.qty > entry.stock)
      notice('INV701', `Only ${entry.stock} of ${item.name} left in stock`);
  }
  // Spec 1 §4 cart notifications: pickup without enough stock in the store → home delivery.
  const options = item.shippingOptions;
  if (
    options.selected === 'pickup' &&
    options.storeInfo &&
    options.storeInfo.storeInventory < item.qty
  ) {
    options.selected = 'standard';
    const f: FlashMessage = {
      type: 'info',
      code: 'pickupToHome',
      message: `${item.name}: not enough stock in store ${options.storeInfo.id}, it will be delivered to your home`,
      itemId: item.id,
    };
    item.customerNotifications.push(f);
    flash.push(f);
  }
  item.price.rowTotal = roundMoney(item.price.current * item.qty);
}

const bonusVariant = (c: Candidate) =>
  c.promotion.rule.kind === 'bonusProduct' ? c.promotion.rule.variantId : '';

function addBonusItem(basket: Basket, bonus: Candidate, entry: CatalogEntry | undefined) {
  if (!entry) return;
  const id = bonusItemId(bonus.promotion.id);
  basket.items.push({
    id,
    productId: entry.variantId,
    masterId: entry.productId,
    name: entry.name,
    upc: entry.upc,
    qty: 1,
    maxQty: 1,
    attributes: entry.attributes,
    ...(entry.image ? { image: entry.image } : {}),
    price: {
      current: 0,
      original: entry.original ?? 0,
      rowTotal: 0,
      priceAfterItemDiscount: 0,
      priceAfterOrderDiscount: 0,
    },
    taxTotal: 0,
    shippingOptions: { selected: 'standard', available: ['standard'] },
    shipmentId: basket.shipments[0]?.shipmentId ?? 'me',
    isCustoms: false,
    bonus: true,
    customerNotifications: [],
    productPromotions: [
      {
        promotionId: bonus.promotion.id,
        campaignId: bonus.promotion.campaignId,
        ...(bonus.couponCode ? { couponCode: bonus.couponCode } : {}),
        price: entry.current ?? 0,
        calloutMessage: bonus.promotion.calloutMessage,
      },
    ],
    shippingPromotions: [],
    slug: entry.slug,
    pdpUrl: `/p/${entry.slug}-${entry.productId}`,
    isDigitalProduct: false,
    cost: 0,
  });
}

function summaries(list: readonly Candidate[], used: ReadonlySet<string>): PromoSummary[] {
  return list.filter((c) => used.has(c.promotion.id)).map((c) => summaryOf(c.promotion));
}
