import type { BasketResponse, SaveForLaterPage } from '@storefront/api-contract';
import { fixtureImage } from '../product/fixtures';

/** Fixtures for cart stories and tests (valid against the basket contract schema). USD, major units. */

type Item = BasketResponse['items'][number];

/** A cart item; prices in USD major units. */
export function fixtureItem(overrides: Partial<Item> = {}): Item {
  const qty = overrides.qty ?? 1;
  const current = overrides.price?.current ?? 149.95;
  return {
    id: 'item-1',
    productId: 'ALP1001M-BLA-9',
    masterId: 'ALP1001M',
    name: "Men's Summit GTX Boot",
    upc: '000000000101',
    qty,
    maxQty: 999999,
    attributes: { color: 'Black', size: '9' },
    image: fixtureImage('#1f1f1f', 'Black'),
    price: {
      current,
      original: current,
      rowTotal: current * qty,
      priceAfterItemDiscount: current * qty,
      priceAfterOrderDiscount: current * qty,
    },
    taxTotal: 12,
    shippingOptions: { selected: 'standard', available: ['standard', 'pickup', 'sts'] },
    shipmentId: 'me',
    isCustoms: false,
    bonus: false,
    customerNotifications: [],
    productPromotions: [],
    shippingPromotions: [],
    slug: 'mens-summit-gtx-boot',
    pdpUrl: '/p/mens-summit-gtx-boot-ALP1001M?color=black&size=9',
    isDigitalProduct: false,
    cost: current * qty,
    ...overrides,
  };
}

/** A sale item: 20 % off with a product promotion callout. */
export const fixtureSaleItem = fixtureItem({
  id: 'item-2',
  productId: 'ALP2001W-SAN-M',
  masterId: 'ALP2001W',
  name: "Women's Ridge Fleece",
  upc: '000000000202',
  qty: 2,
  attributes: { color: 'Sand', size: 'M' },
  image: fixtureImage('#c9b38a', 'Sand'),
  price: {
    current: 63.96,
    original: 79.95,
    rowTotal: 159.9,
    priceAfterItemDiscount: 127.92,
    priceAfterOrderDiscount: 127.92,
  },
  productPromotions: [
    {
      promotionId: 'promo-accessories-20',
      campaignId: 'spring',
      price: -31.98,
      calloutMessage: '20% off fleece',
    },
  ],
  cost: 127.92,
});

/** A digital product (e-gift card) that takes a gift option. */
export const fixtureDigitalItem = fixtureItem({
  id: 'item-3',
  productId: 'ALPGC0001-50',
  masterId: 'ALPGC0001',
  name: 'E-gift card',
  upc: '000000000303',
  attributes: { amount: '50' },
  image: fixtureImage('#2d6a4f', 'Gift card'),
  price: {
    current: 50,
    original: 50,
    rowTotal: 50,
    priceAfterItemDiscount: 50,
    priceAfterOrderDiscount: 50,
  },
  taxTotal: 0,
  shippingOptions: { selected: 'digital', available: ['digital'] },
  isDigitalProduct: true,
  cost: 50,
});

const totalsOf = (items: Item[]): BasketResponse['totals'] => {
  const itemTotal = items.reduce((sum, i) => sum + i.price.original * i.qty, 0);
  const itemSubTotal = items.reduce((sum, i) => sum + i.price.priceAfterItemDiscount, 0);
  const totalDiscount = Math.round((itemTotal - itemSubTotal) * 100) / 100;
  const tax = Math.round(itemSubTotal * 8) / 100;
  const total = Math.round((itemSubTotal + tax) * 100) / 100;
  return {
    total,
    totalDiscount,
    itemTotal,
    totalWithoutTax: itemSubTotal,
    shipping: 0,
    tax,
    totalDiscountPercentage: itemTotal ? Math.round((totalDiscount / itemTotal) * 1000) / 10 : 0,
    remainingToPay: total,
    currency: 'USD',
    totalUnits: items.reduce((sum, i) => sum + i.qty, 0),
    itemSubTotal,
    netAmount: itemSubTotal,
    taxAmount: tax,
    appliedRewards: 0,
  };
};

/** A basket of `items` (one boot by default) with consistent totals. */
export function fixtureBasket(
  items: Item[] = [fixtureItem()],
  overrides: Partial<BasketResponse> = {},
): BasketResponse {
  return {
    basketId: 'basket-1',
    consumerId: 'guest-1',
    siteId: 'us',
    currency: 'USD',
    status: 'open',
    version: 1,
    totalItems: items.reduce((sum, i) => sum + i.qty, 0),
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    items,
    shipments: [{ shipmentId: 'me' }],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    priceAdjustments: [],
    payment_instruments: [],
    rewards: [],
    flash: [],
    totals: totalsOf(items),
    ...overrides,
  };
}

/** A saved-for-later page of `total` items, `count` shown from `start`. */
export function fixtureSaved(total = 2, start = 0, count = 5): SaveForLaterPage {
  const items = Array.from({ length: Math.max(0, Math.min(count, total - start)) }, (_, i) => ({
    itemId: `saved-${start + i + 1}`,
    productId: `ALP300${start + i + 1}U-BLU-OS`,
    masterId: `ALP300${start + i + 1}U`,
    upc: `00000000040${start + i + 1}`,
    qty: 1,
    name: `Trail Cap ${start + i + 1}`,
    pageUrl: `/p/trail-cap-ALP300${start + i + 1}U`,
    available: (start + i) % 3 !== 2,
    addedAt: '2026-11-20T08:00:00.000Z',
  }));
  return { saveForLaterId: 'sfl-1', items, start, count, total };
}
