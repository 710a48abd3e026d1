import { describe, expect, it } from 'vitest';
import type { CatalogEntry, PromotionDefinition } from '../src/basket/context';
import { addToBasket } from '../src/basket/items';
import { allocate, percentOf, roundMoney } from '../src/basket/money';
import { recalculate } from '../src/basket/recalculate';
import { emptyBasketBody } from '../src/basket/repository';
import type { Basket } from '../src/basket/types';

const entry = (id: string, price: number, extra: Partial<CatalogEntry> = {}): CatalogEntry => ({
  variantId: `${id}-V`,
  productId: id,
  name: id,
  upc: `${id}-upc`,
  attributes: {},
  slug: id.toLowerCase(),
  categoryIds: ['3000'],
  current: price,
  original: price,
  isDigital: false,
  isFreeGift: false,
  isCustoms: false,
  stock: 100,
  maxQty: 999999,
  acceptsCustomAmount: false,
  ...extra,
});

const promo = (
  id: string,
  rule: PromotionDefinition['rule'],
  extra: Partial<PromotionDefinition> = {},
): PromotionDefinition => ({
  id,
  campaignId: `c-${id}`,
  name: id,
  level:
    rule.kind === 'freeShipping'
      ? 'SHIPPING'
      : rule.kind === 'orderPercent' || rule.kind === 'bonusProduct'
        ? 'ORDER'
        : 'PRODUCT',
  calloutMessage: `callout ${id}`,
  rule,
  couponRequired: false,
  ...extra,
});

function basket(siteId = 'us', currency = 'USD'): Basket {
  return {
    ...emptyBasketBody(currency),
    basketId: 'b1',
    consumerId: 'c1',
    siteId,
    currency,
    status: 'open',
    version: 1,
    totalItems: 0,
    createdAt: '',
    updatedAt: '',
  };
}

const boot = entry('BOOT', 100, { categoryIds: ['300010'] });
const cap = entry('CAP', 20, { categoryIds: ['400050'] });
const gift = entry('GIFT', 25, { isFreeGift: true });
const catalog = new Map([boot, cap, gift].map((e) => [e.variantId, e]));

describe('money', () => {
  it('rounds half away from zero to cents and allocates exactly', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(percentOf(30, 270)).toBe(11.1);
    const shares = allocate(10, [1, 1, 1]);
    expect(shares.reduce((s, n) => s + n, 0)).toBeCloseTo(10, 10);
  });
});

describe('recalculate', () => {
  it('applies product promotions before order promotions, then shipping and tax (US, exclusive)', () => {
    const b = basket();
    addToBasket(b, boot, { qty: 2, maxQty: 999999 });
    addToBasket(b, cap, { qty: 1, maxQty: 999999 });
    b.shipments[0] = { shipmentId: 'me', shippingMethod: { code: 'standard', price: 8 } };
    const promotions = [
      promo('cap20', { kind: 'productPercent', percent: 20, categoryIds: ['400050'] }),
      promo('order10', { kind: 'orderPercent', percent: 10 }),
    ];
    const out = recalculate(b, { catalog, promotions });
    // items 220; cap −4 → 216; order 10 % of 216 = 21.60 → 194.40; shipping 8; tax 8 % of 202.40
    expect(out.totals).toMatchObject({
      itemTotal: 220,
      itemSubTotal: 216,
      totalDiscount: 25.6,
      shipping: 8,
      tax: 16.19,
      total: 218.59,
      totalWithoutTax: 202.4,
      totalDiscountPercentage: 11.6,
      remainingToPay: 218.59,
      totalUnits: 3,
      appliedRewards: 0,
    });
    const capItem = out.items.find((i) => i.masterId === 'CAP');
    expect(capItem?.productPromotions).toEqual([
      expect.objectContaining({ promotionId: 'cap20', price: 4 }),
    ]);
    expect(capItem?.price.priceAfterItemDiscount).toBe(16);
    expect(capItem?.price.priceAfterOrderDiscount).toBe(14.4);
    expect(out.items.reduce((s, i) => s + i.price.priceAfterOrderDiscount, 0)).toBeCloseTo(
      194.4,
      10,
    );
    expect(out.promoSummary.map((p) => [p.level, p.promotionId])).toEqual([
      ['PRODUCT', 'cap20'],
      ['ORDER', 'order10'],
    ]);
    expect(b.totals.total).toBe(0); // the input is untouched
  });

  it('order thresholds read the subtotal after product promotions', () => {
    const b = basket();
    addToBasket(b, cap, { qty: 5, maxQty: 999999 }); // 100 → 80 after 20 %
    const promotions = [
      promo('cap20', { kind: 'productPercent', percent: 20, categoryIds: ['400050'] }),
      promo('over100', { kind: 'orderPercent', percent: 15, minSubtotal: 100 }),
    ];
    const out = recalculate(b, { catalog, promotions });
    expect(out.orderPromotions).toEqual([]);
    expect(out.totals.itemSubTotal).toBe(80);
  });

  it('GB prices include VAT: the tax is extracted, not added', () => {
    const b = basket('gb', 'GBP');
    addToBasket(b, boot, { qty: 1, maxQty: 999999 });
    b.shipments[0] = { shipmentId: 'me', shippingMethod: { code: 'standard', price: 5 } };
    const out = recalculate(b, { catalog, promotions: [] });
    expect(out.totals).toMatchObject({
      total: 105,
      tax: 17.5,
      totalWithoutTax: 87.5,
      netAmount: 87.5,
      taxAmount: 17.5,
    });
    expect(out.items[0]?.taxTotal).toBe(16.67);
  });

  it('free shipping from a threshold after discounts (SHIPPING level)', () => {
    const b = basket();
    addToBasket(b, boot, { qty: 2, maxQty: 999999 });
    b.shipments[0] = { shipmentId: 'me', shippingMethod: { code: 'standard', price: 12 } };
    const free = promo('ship150', { kind: 'freeShipping', threshold: 150 });
    const out = recalculate(b, { catalog, promotions: [free] });
    expect(out.totals.shipping).toBe(0);
    expect(out.shipments[0]?.shippingDiscount).toBe(12);
    expect(out.items[0]?.shippingPromotions).toEqual([
      { promotionId: 'ship150', appliedDiscount: 12, price: 12 },
    ]);
    expect(out.promoSummary).toEqual([
      expect.objectContaining({ level: 'SHIPPING', promotionId: 'ship150' }),
    ]);
    const under = recalculate(b, {
      catalog,
      promotions: [free, promo('order30', { kind: 'orderPercent', percent: 30 })],
    });
    expect(under.totals.shipping).toBe(12);
  });

  it('adds and removes the bonus product with the threshold', () => {
    const b = basket();
    addToBasket(b, boot, { qty: 3, maxQty: 999999 });
    const bonus = promo('gift', {
      kind: 'bonusProduct',
      threshold: 250,
      variantId: gift.variantId,
    });
    const out = recalculate(b, { catalog, promotions: [bonus] });
    const bonusItem = out.items.find((i) => i.bonus);
    expect(bonusItem).toMatchObject({ masterId: 'GIFT', qty: 1, price: { current: 0 }, cost: 0 });
    expect(out.totals.itemTotal).toBe(300);
    const fewer = structuredClone(out);
    (fewer.items[0] as (typeof fewer.items)[number]).qty = 2;
    expect(recalculate(fewer, { catalog, promotions: [bonus] }).items.some((i) => i.bonus)).toBe(
      false,
    );
  });

  it('buy X: every qualifying unit gets the discount from the minimum quantity on', () => {
    const b = basket();
    addToBasket(b, cap, { qty: 2, maxQty: 999999 });
    const buy3 = promo('buy3', { kind: 'buyX', minQty: 3, percent: 15, categoryIds: ['400050'] });
    expect(recalculate(b, { catalog, promotions: [buy3] }).totals.totalDiscount).toBe(0);
    addToBasket(b, cap, { qty: 1, maxQty: 999999 });
    expect(recalculate(b, { catalog, promotions: [buy3] }).totals.totalDiscount).toBe(9);
  });

  it('coupon promotions apply only with their coupon, flagged applied or not', () => {
    const b = basket();
    addToBasket(b, cap, { qty: 1, maxQty: 999999 });
    const couponPromo = promo(
      'c15',
      { kind: 'orderPercent', percent: 15, minSubtotal: 50 },
      { couponRequired: true },
    );
    expect(recalculate(b, { catalog, promotions: [couponPromo] }).orderPromotions).toEqual([]);
    b.couponItems.push({
      couponItemId: 'ci',
      code: 'X',
      promotionId: 'c15',
      applied: false,
      valid: true,
      statusCode: 'no_applicable_promotion',
    });
    const below = recalculate(b, { catalog, promotions: [couponPromo] });
    expect(below.couponItems[0]).toMatchObject({
      applied: false,
      statusCode: 'no_applicable_promotion',
    });
    addToBasket(b, cap, { qty: 2, maxQty: 999999 });
    const above = recalculate(b, { catalog, promotions: [couponPromo] });
    expect(above.couponItems[0]).toMatchObject({ applied: true, statusCode: 'applied' });
    expect(above.orderPromotions[0]).toMatchObject({ couponCode: 'X', discount: 9 });
  });

  it('price adjustments: item ones after product promotions, order ones after order promotions', () => {
    const b = basket();
    const item = addToBasket(b, boot, { qty: 1, maxQty: 999999 });
    addToBasket(b, cap, { qty: 1, maxQty: 999999 });
    b.priceAdjustments.push(
      { adjustmentId: 'a1', itemId: item.id, type: 'amount', value: 10, appliedDiscount: 0 },
      { adjustmentId: 'a2', type: 'percentage', value: 50, appliedDiscount: 0 },
    );
    const out = recalculate(b, { catalog, promotions: [] });
    expect(out.items[0]?.price.priceAfterItemDiscount).toBe(90);
    expect(out.priceAdjustments.map((a) => a.appliedDiscount)).toEqual([10, 55]);
    expect(out.totals).toMatchObject({
      itemTotal: 120,
      itemSubTotal: 110,
      totalDiscount: 65,
      totalDiscountPercentage: 54.2,
    });
  });

  it('remainingToPay subtracts payment instruments and rewards, never below 0', () => {
    const b = basket();
    addToBasket(b, boot, { qty: 1, maxQty: 999999 });
    b.payment_instruments.push({
      payment_instrument_id: 'p1',
      payment_method_id: 'GIFT_CARD',
      amount: 30,
    });
    b.rewards.push({ rewardId: 'r1', type: 'REWARD_CODE', code: 'R', amount: 20 });
    const out = recalculate(b, { catalog, promotions: [] });
    expect(out.totals).toMatchObject({ total: 108, appliedRewards: 20, remainingToPay: 58 });
    expect(out.totals.giftCards).toEqual([{ amount: 30, cardNumber: '' }]);
    b.payment_instruments[0] = {
      ...b.payment_instruments[0],
      gift_card: { maskedNumber: '************1234' },
    } as (typeof b.payment_instruments)[number];
    expect(recalculate(b, { catalog, promotions: [] }).totals.giftCards).toEqual([
      { amount: 30, cardNumber: '************1234' },
    ]);
    b.payment_instruments.push({
      payment_instrument_id: 'p2',
      payment_method_id: 'CREDIT_CARD',
      amount: 500,
    });
    expect(recalculate(b, { catalog, promotions: [] }).totals.remainingToPay).toBe(0);
  });

  it('collects INV notices for items gone, without price, or short of stock', () => {
    const b = basket();
    addToBasket(b, boot, { qty: 2, maxQty: 999999 });
    addToBasket(b, cap, { qty: 1, maxQty: 999999 });
    const short = new Map([
      [boot.variantId, { ...boot, stock: 1 }],
      [cap.variantId, { ...cap, current: null, original: null }],
    ]);
    expect(recalculate(b, { catalog: short, promotions: [] }).flash.map((f) => f.code)).toEqual([
      'INV701',
      'INV405',
    ]);
    expect(recalculate(b, { catalog: new Map(), promotions: [] }).flash.map((f) => f.code)).toEqual(
      ['INV702', 'INV702'],
    );
  });
});
