import { shippingMethodCodeValues } from '@storefront/api-contract';

/**
 * Shipping methods per destination country with prices and delivery times (spec 1 §3
 * "Shipping method codes", §9 "Delivery-time sort"; spec 3 §3 "Cart totals and shipping
 * methods"). Pure data and rules; prices are in minor units of the basket currency.
 */

/**
 * Shipping method codes of spec 1 §3: `standard` (ship to home, the default), `express`
 * (a faster ship-to-home method of this mock), `pickup` and `pudo` (pickup in store /
 * carrier collection point), `sts` (ship to store), `digital` (e-mail delivery of digital
 * products), `customs` (made-to-order products). The contract's list.
 */
export const shippingMethodCodes = shippingMethodCodeValues;
/** A shipping method code. */
export type ShippingMethodCode = (typeof shippingMethodCodes)[number];

/** Whether a code delivers to the shopper's address (ship to home). */
export const isHomeDelivery = (code: ShippingMethodCode) =>
  code === 'standard' || code === 'express' || code === 'customs';

/** Whether a code hands the items over in a store (pickup, pick-up-drop-off, ship to store). */
export const isStoreDelivery = (code: ShippingMethodCode) =>
  code === 'pickup' || code === 'pudo' || code === 'sts';

/** One shipping method as offered: price in minor units of `currency`. */
export interface ShippingMethodOffer {
  code: ShippingMethodCode;
  label: string;
  priceMinor: number;
  currency: string;
  /** Human delivery time: `Same day`, `1-2 days`, `3-5 days`, `2-3 weeks`. */
  deliveryTime: string;
}

type Row = [code: ShippingMethodCode, label: string, priceMinor: number, deliveryTime: string];

/** Rates per destination country (in its site's currency). */
const rates: Record<string, { currency: string; rows: Row[] }> = {
  US: {
    currency: 'USD',
    rows: [
      ['standard', 'Standard shipping', 800, '3-5 days'],
      ['express', 'Express shipping', 2000, '1-2 days'],
      ['pickup', 'Pick up in store', 0, 'Same day'],
      ['pudo', 'Collection point', 500, '2-4 days'],
      ['sts', 'Ship to store', 0, '5-7 days'],
      ['digital', 'E-mail delivery', 0, 'Same day'],
      ['customs', 'Made to order', 1000, '2-3 weeks'],
    ],
  },
  CA: {
    currency: 'CAD',
    rows: [
      ['standard', 'Standard shipping', 1000, '4-7 days'],
      ['express', 'Express shipping', 2500, '2-3 days'],
      ['pickup', 'Pick up in store', 0, 'Same day'],
      ['pudo', 'Collection point', 700, '3-5 days'],
      ['sts', 'Ship to store', 0, '6-8 days'],
      ['digital', 'E-mail delivery', 0, 'Same day'],
      ['customs', 'Made to order', 1200, '3-4 weeks'],
    ],
  },
  GB: {
    currency: 'GBP',
    rows: [
      ['standard', 'Standard delivery', 450, '2-4 days'],
      ['express', 'Next day delivery', 900, '1 day'],
      ['pickup', 'Click and collect', 0, 'Same day'],
      ['pudo', 'Collection point', 350, '2-3 days'],
      ['sts', 'Deliver to store', 0, '3-5 days'],
      ['digital', 'E-mail delivery', 0, 'Same day'],
      ['customs', 'Made to order', 800, '2-3 weeks'],
    ],
  },
  IE: {
    currency: 'GBP',
    rows: [
      ['standard', 'Standard delivery', 850, '4-6 days'],
      ['express', 'Express delivery', 1500, '2-3 days'],
      ['digital', 'E-mail delivery', 0, 'Same day'],
      ['customs', 'Made to order', 1200, '3-4 weeks'],
    ],
  },
};

/** Countries each site ships to (spec 3 §5 "The shipping country must equal the store country"; gb also ships to IE). */
export const siteShippingCountries: Record<string, string[]> = {
  us: ['US'],
  ca: ['CA'],
  gb: ['GB', 'IE'],
};

/** Home country of a site. */
export const siteCountry = (siteId: string) => siteShippingCountries[siteId]?.[0] ?? 'US';

/** Every method offered for a destination country (none for a country not shipped to). */
export function methodsForCountry(countryCode: string): ShippingMethodOffer[] {
  const table = rates[countryCode.toUpperCase()];
  if (!table) return [];
  return table.rows.map(([code, label, priceMinor, deliveryTime]) => ({
    code,
    label,
    priceMinor,
    currency: table.currency,
    deliveryTime,
  }));
}

/** The offer of one code for a country, or undefined (`SHP404` at the caller). */
export function findMethod(countryCode: string, code: string): ShippingMethodOffer | undefined {
  return methodsForCountry(countryCode).find((m) => m.code === code);
}

/**
 * Days a delivery time stands for, for sorting (spec 1 §9): same day counts as 0 days; for
 * a range, the first day; weeks count 7 days each. Unparseable text sorts last.
 */
export function deliveryDays(deliveryTime: string): number {
  const text = deliveryTime.trim().toLowerCase();
  if (text === 'same day' || text === 'today') return 0;
  const match = /^(\d+)(?:\s*-\s*\d+)?\s*(day|days|business days|week|weeks)?/.exec(text);
  if (!match) return Number.POSITIVE_INFINITY;
  const first = Number(match[1]);
  return match[2]?.startsWith('week') ? first * 7 : first;
}

/** Sorts offers fastest first (spec 1 §9), then cheapest, then by code; returns a new array. */
export function sortByDeliveryTime<
  T extends { deliveryTime: string; priceMinor?: number; code: string },
>(methods: readonly T[]): T[] {
  return [...methods].sort(
    (a, b) =>
      deliveryDays(a.deliveryTime) - deliveryDays(b.deliveryTime) ||
      (a.priceMinor ?? 0) - (b.priceMinor ?? 0) ||
      a.code.localeCompare(b.code),
  );
}

/** What decides which methods a shipment may use. */
export interface ShipmentContent {
  /** Every item of the shipment is digital (gift cards by e-mail). */
  allDigital: boolean;
  /** The shipment holds a made-to-order (customs) item. */
  hasCustoms: boolean;
}

/**
 * The methods applicable to a ship-to-home shipment, fastest first: `digital` only for an
 * all-digital shipment, `customs` only when it holds a customs item, otherwise `standard`
 * and `express` of the destination country.
 */
export function applicableHomeMethods(
  countryCode: string,
  content: ShipmentContent,
): ShippingMethodOffer[] {
  const all = methodsForCountry(countryCode);
  const keep: ShippingMethodCode[] = content.allDigital
    ? ['digital']
    : content.hasCustoms
      ? ['customs']
      : ['standard', 'express'];
  return sortByDeliveryTime(all.filter((m) => keep.includes(m.code)));
}

/** The default method code of a shipment (spec 1 §3): digital for digital products, customs for customs, else standard. */
export function defaultMethodCode(content: ShipmentContent): ShippingMethodCode {
  if (content.allDigital) return 'digital';
  if (content.hasCustoms) return 'customs';
  return 'standard';
}
