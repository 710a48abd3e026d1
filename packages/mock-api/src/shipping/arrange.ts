import { roundMoney } from '../basket/money';
import type { Basket, BasketItem, Shipment, ShippingMethod } from '../basket/types';
import {
  applicableHomeMethods,
  defaultMethodCode,
  findMethod,
  isStoreDelivery,
  type ShippingMethodCode,
  type ShippingMethodOffer,
  sortByDeliveryTime,
} from './methods';

/**
 * Arranges a basket's items into shipments and sets each item's shipping options (spec 1 §3
 * "Cart item" shippingOptions, "shippingMethods"; §4 "Cart notifications"). Pure.
 *
 * Shipments: `me` (ship to home: `standard` or `express`), `digital` (digital products),
 * `customs` (made-to-order items), `pickup-{storeId}`, `sts-{storeId}`, `pudo-{pointId}`.
 * An item's `shippingOptions.selected` (+ `storeInfo.id`) decides where it goes; home items
 * follow the method of `me`.
 */

/** A store as the arrangement needs it. */
export interface StoreFacts {
  id: string;
  countryCode: string;
  pickup: boolean;
  shipToStore: boolean;
  /** The store's name, answered with the items and shipments that use it. */
  name?: string;
}

/** Stock and stores the arrangement reads. */
export interface ShippingFacts {
  /** Destination country of home shipments (the `me` address, else the site's country). */
  countryCode: string;
  /** Online stock per variant id (digital / reservable: at least 1). */
  onlineStock: ReadonlyMap<string, number>;
  /** Store id → variant id → units. */
  storeStock: ReadonlyMap<string, ReadonlyMap<string, number>>;
  stores: ReadonlyMap<string, StoreFacts>;
  /** Collection point id → name, for the collection points the basket uses. */
  collectionPoints?: ReadonlyMap<string, string>;
}

/**
 * The name of a store or collection point, answered in the basket (`storeInfo.name`,
 * a shipment's `storeName`) so a reload shows where items go, not an id.
 */
export const placeName = (facts: ShippingFacts, id: string): string | undefined =>
  facts.stores.get(id)?.name ?? facts.collectionPoints?.get(id);

/** Shipment id of a store delivery. */
export const storeShipmentId = (code: ShippingMethodCode, storeId: string) => `${code}-${storeId}`;

const toMethod = (offer: ShippingMethodOffer): ShippingMethod => ({
  code: offer.code,
  price: roundMoney(offer.priceMinor / 100),
  deliveryTime: offer.deliveryTime,
  label: offer.label,
});

/** Store of an item: its chosen store, else the basket's favourite store. */
export const itemStoreId = (basket: Basket, item: BasketItem) =>
  item.shippingOptions.storeInfo?.id ?? basket.favoriteStoreId;

/** Units of a variant in a store (0 when unknown). */
export const storeUnits = (facts: ShippingFacts, storeId: string | undefined, variantId: string) =>
  storeId ? (facts.storeStock.get(storeId)?.get(variantId) ?? 0) : 0;

/**
 * The codes an item may use: `digital` / `customs` for those items; otherwise the home
 * methods, `pickup` only where the store has the units in stock, `sts` where the store
 * takes ship-to-store deliveries and the warehouse has the units, `pudo` where offered and
 * the warehouse has the units (collection points hold no stock of their own).
 */
export function availableCodes(
  basket: Basket,
  item: BasketItem,
  facts: ShippingFacts,
): ShippingMethodCode[] {
  if (item.isDigitalProduct) return ['digital'];
  if (item.isCustoms) return ['customs'];
  const codes: ShippingMethodCode[] = applicableHomeMethods(facts.countryCode, {
    allDigital: false,
    hasCustoms: false,
  }).map((m) => m.code);
  const storeId = itemStoreId(basket, item);
  const store = storeId ? facts.stores.get(storeId) : undefined;
  const online = facts.onlineStock.get(item.productId) ?? 0;
  if (store?.pickup && storeUnits(facts, storeId, item.productId) >= item.qty) codes.push('pickup');
  if (store?.shipToStore && online >= item.qty) codes.push('sts');
  // A collection point holds no stock: the parcel leaves the warehouse.
  if (findMethod(facts.countryCode, 'pudo') && online >= item.qty) codes.push('pudo');
  return codes;
}

function offer(countryCode: string, code: ShippingMethodCode): ShippingMethod | undefined {
  const found = findMethod(countryCode, code);
  return found ? toMethod(found) : undefined;
}

/**
 * Rebuilds shipments and item shipping options from the items (returns a new basket).
 * Keeps the shopper's method on `me` while it still applies, else the default (spec 1 §3:
 * `standard`); keeps addresses of surviving shipments; drops empty store shipments.
 */
export function arrangeShipments(input: Basket, facts: ShippingFacts): Basket {
  const basket = structuredClone(input);
  const previous = new Map(basket.shipments.map((s) => [s.shipmentId, s]));
  const me: Shipment = previous.get('me') ?? { shipmentId: 'me' };
  const homeOffers = applicableHomeMethods(facts.countryCode, {
    allDigital: false,
    hasCustoms: false,
  });
  const meCode =
    me.shippingMethod && homeOffers.some((o) => o.code === me.shippingMethod?.code)
      ? (me.shippingMethod.code as ShippingMethodCode)
      : defaultMethodCode({ allDigital: false, hasCustoms: false });
  const shipments = new Map<string, Shipment>();
  const ensure = (id: string, init: () => Shipment) => {
    const existing = shipments.get(id);
    if (existing) return existing;
    const made = { ...(previous.get(id) ?? {}), ...init() };
    shipments.set(id, made);
    return made;
  };

  for (const item of basket.items) {
    const available = availableCodes(basket, item, facts);
    const chosen = item.shippingOptions.selected as ShippingMethodCode;
    const storeId = itemStoreId(basket, item);
    let selected: ShippingMethodCode;
    let shipmentId: string;
    if (item.isDigitalProduct || item.isCustoms) {
      selected = item.isDigitalProduct ? 'digital' : 'customs';
      shipmentId = selected;
      const method = offer(facts.countryCode, selected) ?? offer('US', selected);
      ensure(shipmentId, () => ({
        shipmentId,
        ...(method ? { shippingMethod: method, applicableShippingMethods: [method] } : {}),
        ...(selected === 'customs' && me.shippingAddress
          ? { shippingAddress: me.shippingAddress }
          : {}),
      }));
    } else if (isStoreDelivery(chosen) && storeId) {
      // Kept even when no longer available: prepareOrder answers the stage switch (ORD517/518).
      selected = chosen;
      shipmentId = storeShipmentId(chosen, storeId);
      const method = offer(facts.countryCode, chosen);
      const storeName = placeName(facts, storeId);
      ensure(shipmentId, () => ({
        shipmentId,
        storeId,
        ...(storeName ? { storeName } : {}),
        ...(method ? { shippingMethod: method, applicableShippingMethods: [method] } : {}),
      }));
    } else {
      selected = meCode;
      shipmentId = 'me';
    }
    item.shipmentId = shipmentId;
    const deliveryTime = findMethod(facts.countryCode, selected)?.deliveryTime;
    const name = storeId ? placeName(facts, storeId) : undefined;
    item.shippingOptions = {
      selected,
      available,
      shippingMethod: { code: selected, ...(deliveryTime ? { deliveryTime } : {}) },
      ...(storeId && !item.isDigitalProduct
        ? {
            storeInfo: {
              id: storeId,
              storeInventory: storeUnits(facts, storeId, item.productId),
              ...(name ? { name } : {}),
            },
          }
        : {}),
    };
  }

  const hasHomeItems = basket.items.some((i) => i.shipmentId === 'me');
  const meMethod = offer(facts.countryCode, meCode);
  const meShipment: Shipment = {
    ...me,
    applicableShippingMethods: sortByDeliveryTime(homeOffers).map(toMethod),
  };
  if (hasHomeItems && meMethod) meShipment.shippingMethod = meMethod;
  else delete meShipment.shippingMethod;
  // The shopper's choice no longer stands once the default replaced it.
  if (me.shippingMethod?.code !== meCode) delete meShipment.shopperAppliedSM;
  basket.shipments = [meShipment, ...shipments.values()];
  return basket;
}

/** A stage switch a basket needs before it can be ordered (spec 1 §4, §8 ORD516-518). */
export interface StageSwitch {
  code: 'ORD516' | 'ORD517' | 'ORD518';
  itemId: string;
  message: string;
}

/**
 * The stage switches the current stock forces: `ORD516` ship → pickup (a home item the
 * warehouse no longer has but its store does); `ORD518` pickup → ship to store (the store
 * ran out, takes ship-to-store deliveries and the warehouse has it); `ORD517` pickup → ship
 * (the store ran out, the warehouse has it).
 */
export function stageSwitches(basket: Basket, facts: ShippingFacts): StageSwitch[] {
  const out: StageSwitch[] = [];
  for (const item of basket.items) {
    if (item.isDigitalProduct || item.bonus) continue;
    const online = facts.onlineStock.get(item.productId) ?? 0;
    const storeId = itemStoreId(basket, item);
    const store = storeId ? facts.stores.get(storeId) : undefined;
    const inStore = storeUnits(facts, storeId, item.productId);
    const selected = item.shippingOptions.selected;
    if (selected === 'pickup') {
      if (inStore >= item.qty || online < item.qty) continue;
      out.push(
        store?.shipToStore
          ? {
              code: 'ORD518',
              itemId: item.id,
              message: `${item.name}: switch from pickup to ship to store`,
            }
          : {
              code: 'ORD517',
              itemId: item.id,
              message: `${item.name}: switch from pickup to ship to home`,
            },
      );
    } else if (!isStoreDelivery(selected as ShippingMethodCode) && !item.isCustoms) {
      if (online >= item.qty || !store?.pickup || inStore < item.qty) continue;
      out.push({
        code: 'ORD516',
        itemId: item.id,
        message: `${item.name}: switch from ship to home to pickup`,
      });
    }
  }
  return out;
}
