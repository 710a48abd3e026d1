import type { BasketResponse, CheckoutAddress } from '@storefront/api-contract';
import { messages } from '@storefront/ui';
import { emailPattern, namePattern } from './addressForm';

/**
 * Delivery choices of the shipping step (spec 1 §3 "Shipping method codes", §5 pickup
 * contact rules, §7 POST /cart/v1/shippingMethod and …/shippingAddress). Pure.
 *
 * Codes: `standard` / `express` (ship to home), `pickup` (pickup in store), `sts` (ship to
 * store), `pudo` (carrier collection point), `digital` (e-mail; no address), `customs`.
 */

/** A store delivery: the items are handed over in a store or at a collection point. */
export type StoreDeliveryCode = 'pickup' | 'sts' | 'pudo';
/** The store delivery codes, in the order the step offers them. */
export const storeDeliveryCodes: readonly StoreDeliveryCode[] = ['pickup', 'sts', 'pudo'];

/** Whether a shipping method code is a store delivery. */
export const isStoreDelivery = (code: string | undefined): code is StoreDeliveryCode =>
  code === 'pickup' || code === 'sts' || code === 'pudo';

/** A shipment's delivery kind from its id (`me`, `digital`, `customs`, `pickup-0101`, …). */
export function shipmentKind(
  shipmentId: string,
): 'home' | 'digital' | 'customs' | StoreDeliveryCode {
  if (shipmentId === 'digital' || shipmentId === 'customs') return shipmentId;
  const [prefix] = shipmentId.split('-', 1);
  return isStoreDelivery(prefix) ? prefix : 'home';
}

/** The store or collection point id of a store shipment (`pudo-CP-US-001` → `CP-US-001`). */
export function shipmentPlaceId(shipment: { shipmentId: string; storeId?: string }) {
  if (shipment.storeId) return shipment.storeId;
  const kind = shipmentKind(shipment.shipmentId);
  return isStoreDelivery(kind) ? shipment.shipmentId.slice(kind.length + 1) : undefined;
}

/** A method as offered: code, price (major units of the basket currency), delivery time. */
export interface OfferedMethod {
  code: string;
  price: number;
  deliveryTime?: string;
  label?: string;
}

/** One choice of a shipment: a home method (with its price) or a store delivery. */
export type DeliveryChoice =
  | { kind: 'home'; code: string; method: OfferedMethod }
  | { kind: 'store'; code: StoreDeliveryCode };

/** Which store deliveries the site offers: stores with pickup, stores taking ship to store. */
export interface StoreServices {
  pickup: boolean;
  sts: boolean;
}

/**
 * The choices of a shipment, home methods first (as the API answered them, fastest first),
 * then the store deliveries. Digital and customs shipments keep their own method. A store
 * delivery is offered when the site has stores offering it (pickup, sts: the store picker
 * shows each store's availability) or when an item lists it in
 * `shippingOptions.available` (`pudo`: the country has collection points).
 * @param homeMethods the `me` shipment's methods (GET …/shippingMethod/me, or the basket's)
 */
export function deliveryChoices(
  shipmentId: string,
  items: BasketResponse['items'],
  homeMethods: readonly OfferedMethod[],
  services: StoreServices,
  ownMethods: readonly OfferedMethod[] = [],
): DeliveryChoice[] {
  const kind = shipmentKind(shipmentId);
  if (kind === 'digital' || kind === 'customs')
    return ownMethods.map((method) => ({ kind: 'home', code: method.code, method }));
  if (items.some((i) => i.isDigitalProduct)) return [];
  const listed = new Set(items.flatMap((i) => i.shippingOptions?.available ?? []));
  const home: DeliveryChoice[] = homeMethods
    .filter((m) => !isStoreDelivery(m.code) && m.code !== 'digital' && m.code !== 'customs')
    .map((method) => ({ kind: 'home', code: method.code, method }));
  const store: DeliveryChoice[] = storeDeliveryCodes
    .filter((code) => listed.has(code) || (code !== 'pudo' && services[code]))
    .map((code) => ({ kind: 'store', code }));
  return [...home, ...store];
}

/** A field of the pickup contact (spec 1 §5). */
export type ContactField = 'email' | 'phone' | 'firstName' | 'lastName';
/** The pickup contact as typed. */
export type PickupContactValues = Record<ContactField, string>;
/** An empty pickup contact. */
export const emptyContact: PickupContactValues = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
};

/**
 * The pickup contact fields a set of store deliveries asks for (spec 1 §5): a collection
 * point the e-mail, phone and contact name; a store (pickup, ship to store) the e-mail.
 * Required only for configured locales: none elsewhere.
 */
export function contactFields(
  codes: readonly string[],
  configured: boolean,
): readonly ContactField[] {
  if (!configured) return [];
  if (codes.includes('pudo')) return ['firstName', 'lastName', 'email', 'phone'];
  if (codes.some((c) => c === 'pickup' || c === 'sts')) return ['email'];
  return [];
}

/**
 * Checks the asked contact fields (spec 1 §5 messages): empty 'This field is required';
 * e-mail 'Email is not valid'; name 'Name is not valid.'; phone (7 to 15 digits) 'A valid
 * phone number is required'.
 * @returns the message of each broken field (empty when all pass)
 */
export function validateContact(
  values: PickupContactValues,
  fields: readonly ContactField[],
): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (!value) errors[field] = messages.required;
    else if (field === 'email' && !emailPattern.test(value)) errors.email = messages.email;
    else if ((field === 'firstName' || field === 'lastName') && !namePattern.test(value))
      errors[field] = messages.name;
    else if (field === 'phone') {
      const digits = value.replace(/\D/g, '').length;
      if (digits < 7 || digits > 15) errors.phone = messages.phone;
    }
  }
  return errors;
}

/** A store or collection point address (stores API shape). */
export interface PlaceAddress {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  postalCode: string;
  stateCode?: string;
  countryCode: string;
}

/**
 * The address a store shipment is given (POST …/shippingAddress with context COLLECTION):
 * the store's or collection point's address with the pickup contact fields that were asked.
 */
export function collectionAddress(
  place: PlaceAddress,
  contact: PickupContactValues,
  fields: readonly ContactField[],
): CheckoutAddress {
  const address: CheckoutAddress = {
    addressLine1: place.addressLine1,
    city: place.city,
    postalCode: place.postalCode,
    countryCode: place.countryCode,
    ...(place.addressLine2 ? { addressLine2: place.addressLine2 } : {}),
    ...(place.stateCode ? { province: place.stateCode } : {}),
  };
  for (const field of fields) {
    const value = contact[field].trim();
    if (value) address[field] = value;
  }
  return address;
}
