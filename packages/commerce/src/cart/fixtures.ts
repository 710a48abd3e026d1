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

/**
 * A cart controller over in-memory actions for stories and tests: every action answers the
 * given basket (after applying simple changes), `overrides` replace single actions.
 */
export function fakeCartActions(
  basket: BasketResponse | null,
  overrides: Partial<import('./types').CartActions> = {},
): import('./types').CartActions {
  let current = basket ?? fixtureBasket([]);
  let saved = fixtureSaved(0);
  const ok = () => ({ ok: true as const, basket: current, saved });
  return {
    load: async () => ok(),
    addItem: async (input) => {
      current = fixtureBasket([
        ...current.items,
        fixtureItem({
          id: `item-${current.items.length + 1}`,
          productId: input.productId,
          qty: input.qty ?? 1,
        }),
      ]);
      return ok();
    },
    updateItem: async (request) => {
      current = fixtureBasket(
        current.items.map((item) =>
          item.id === request.itemId && request.qty
            ? fixtureItem({ ...item, qty: request.qty })
            : item,
        ),
        { couponItems: current.couponItems, promoSummary: current.promoSummary },
      );
      return ok();
    },
    removeItem: async (item) => {
      current = fixtureBasket(current.items.filter((i) => i.id !== item.itemId));
      return ok();
    },
    applyCoupon: async (code) => {
      current = {
        ...current,
        couponItems: [
          {
            couponItemId: `c-${code}`,
            code: code.toUpperCase(),
            promotionId: 'save10',
            applied: true,
            valid: true,
            statusCode: 'applied',
          },
        ],
      };
      return ok();
    },
    removeCoupon: async () => {
      current = { ...current, couponItems: [] };
      return ok();
    },
    applyReward: async () => ok(),
    saveForLater: async (itemId) => {
      const item = current.items.find((i) => i.id === itemId);
      current = fixtureBasket(current.items.filter((i) => i.id !== itemId));
      if (item)
        saved = {
          ...saved,
          total: saved.total + 1,
          items: [
            {
              itemId: `saved-${item.id}`,
              productId: item.productId,
              masterId: item.masterId,
              upc: item.upc,
              qty: item.qty,
              name: item.name,
              pageUrl: item.pdpUrl,
              available: true,
              addedAt: '2026-11-21T08:00:00.000Z',
            },
            ...saved.items,
          ],
        };
      return ok();
    },
    moveToCart: async (savedItemId) => {
      const item = saved.items.find((i) => i.itemId === savedItemId);
      saved = {
        ...saved,
        total: Math.max(0, saved.total - 1),
        items: saved.items.filter((i) => i.itemId !== savedItemId),
      };
      if (item)
        current = fixtureBasket([
          ...current.items,
          fixtureItem({ id: `item-${item.itemId}`, productId: item.productId, name: item.name }),
        ]);
      return ok();
    },
    savedPage: async () => ok(),
    giftCardBalance: async (cardNumber) => ({
      ok: true,
      balance: { cardNumber: `**** ${cardNumber.slice(-4)}`, balance: 50, currency: 'USD' },
    }),
    ...overrides,
  };
}

/** A fixture basket in Canadian dollars (the ca site of en-ca and fr-ca: taxes on top). */
export function fixtureCadBasket(items: Item[] = [fixtureItem()]): BasketResponse {
  const basket = fixtureBasket(items);
  return {
    ...basket,
    siteId: 'ca',
    currency: 'CAD',
    totals: { ...basket.totals, currency: 'CAD' },
  };
}
