import type { BasketResponse } from '@storefront/api-contract';
import { fixtureBasket, fixtureItem } from '../../cart/fixtures';
import type { StoreDeliveryCode } from './delivery';
import { fixtureActions, fixtureData, fixtureShippingBasket } from './fixtures';
import type { CheckoutActions, DeliveryPlace } from './types';

/**
 * Fixtures of the delivery choices (stories and tests): stores and collection points of
 * Denver, a basket per store delivery and a digital one, and actions that answer them. USD.
 */

/** The Denver store (the boot in stock). */
export const fixtureDenverStore: DeliveryPlace = {
  id: '0101',
  name: 'Alpine Denver Flagship',
  kind: 'store',
  address: {
    addressLine1: '1600 Wynkoop St',
    city: 'Denver',
    postalCode: '80202',
    stateCode: 'CO',
    countryCode: 'US',
  },
  distance: 0.4,
  available: true,
};

/** Stores near 80202: Denver has the boot in stock, Boulder not for pickup. */
export const fixtureStores: DeliveryPlace[] = [
  fixtureDenverStore,
  {
    id: '0102',
    name: 'Alpine Boulder',
    kind: 'store',
    address: {
      addressLine1: '1200 Pearl St',
      city: 'Boulder',
      postalCode: '80302',
      stateCode: 'CO',
      countryCode: 'US',
    },
    distance: 38.2,
    available: false,
  },
];

/** A collection point in Denver. */
export const fixtureLodoPoint: DeliveryPlace = {
  id: 'CP-US-001',
  name: 'UPS Access Point – LoDo Market',
  kind: 'collectionPoint',
  address: {
    addressLine1: '1701 Wynkoop St',
    city: 'Denver',
    postalCode: '80202',
    countryCode: 'US',
  },
  distance: 0.2,
  available: true,
};

/** Collection points near 80202. */
export const fixtureCollectionPoints: DeliveryPlace[] = [fixtureLodoPoint];

const storeBasket = (code: StoreDeliveryCode, placeId: string, price: number, time: string) =>
  fixtureBasket(
    [
      fixtureItem({
        shipmentId: `${code}-${placeId}`,
        shippingOptions: {
          selected: code,
          available: ['standard', 'express', 'pickup', 'sts', 'pudo'],
          storeInfo: { id: placeId, storeInventory: 4 },
        },
      }),
    ],
    {
      shipments: [
        { shipmentId: 'me' },
        {
          shipmentId: `${code}-${placeId}`,
          storeId: placeId,
          shippingMethod: { code, price, deliveryTime: time },
        },
      ],
    },
  );

/** The boot shipped to the Denver store. */
export const fixtureStsBasket: BasketResponse = storeBasket('sts', '0101', 0, '5-7 days');
/** The boot sent to the LoDo collection point. */
export const fixturePudoBasket: BasketResponse = storeBasket('pudo', 'CP-US-001', 5, '2-4 days');
/** The boot picked up in Denver (items list every store delivery). */
export const fixtureStorePickupBasket: BasketResponse = storeBasket(
  'pickup',
  '0101',
  0,
  'Same day',
);
/** A home basket whose item lists the collection point too. */
export const fixtureHomeBasket: BasketResponse = {
  ...fixtureShippingBasket,
  items: fixtureShippingBasket.items.map((i) => ({
    ...i,
    shippingOptions: { ...i.shippingOptions, available: ['standard', 'express', 'pudo'] },
  })),
};

/** An e-gift card sent by e-mail: the only shipment is `digital`. */
export const fixtureDigitalBasket: BasketResponse = fixtureBasket(
  [
    fixtureItem({
      id: 'item-gc',
      productId: 'ALPGC0001-50',
      masterId: 'ALPGC0001',
      name: 'Alpine e-gift card',
      attributes: { amount: '50' },
      shipmentId: 'digital',
      isDigitalProduct: true,
      giftOption: { to: 'Grace', email: 'grace@example.com', message: 'Enjoy' },
      shippingOptions: { selected: 'digital', available: ['digital'] },
      price: {
        current: 50,
        original: 50,
        rowTotal: 50,
        priceAfterItemDiscount: 50,
        priceAfterOrderDiscount: 50,
      },
    }),
  ],
  {
    shipments: [
      { shipmentId: 'me' },
      {
        shipmentId: 'digital',
        shippingMethod: { code: 'digital', price: 0, deliveryTime: 'Same day' },
      },
    ],
  },
);

/** Checkout data of a delivery basket: `me` methods, and the store / digital shipment's own. */
export function fixtureDeliveryData(basket: BasketResponse) {
  const data = fixtureData(basket);
  const own = basket.shipments
    .filter((s) => s.shipmentId !== 'me' && s.shippingMethod)
    .map((s) => ({
      shippingId: s.shipmentId,
      applicableShippingMethods: s.shippingMethod ? [s.shippingMethod] : [],
    }));
  return { ...data, shippingMethods: [...data.shippingMethods.slice(0, 1), ...own] };
}

/**
 * Actions of the delivery stories: the picker finds the fixture stores (or collection
 * points) for any query but `00000`; a store delivery answers the matching basket.
 */
export function fixtureDeliveryActions(overrides: Partial<CheckoutActions> = {}): CheckoutActions {
  const ok = (basket: BasketResponse) => ({ ok: true as const, ...fixtureDeliveryData(basket) });
  return fixtureActions({
    searchPlaces: async ({ code, query }) => ({
      ok: true,
      places: query === '00000' ? [] : code === 'pudo' ? fixtureCollectionPoints : fixtureStores,
    }),
    setShippingMethod: async ({ code }) =>
      ok(
        code === 'pickup'
          ? fixtureStorePickupBasket
          : code === 'sts'
            ? fixtureStsBasket
            : code === 'pudo'
              ? fixturePudoBasket
              : fixtureHomeBasket,
      ),
    setCollectionAddress: async (shippingId) =>
      ok(shippingId.startsWith('pudo') ? fixturePudoBasket : fixtureStorePickupBasket),
    ...overrides,
  });
}
