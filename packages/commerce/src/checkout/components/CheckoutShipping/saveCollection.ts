import type { BasketResponse, CheckoutAddress } from '@storefront/api-contract';
import {
  type ContactField,
  collectionAddress,
  isStoreDelivery,
  type PickupContactValues,
  type PlaceAddress,
  shipmentKind,
  shipmentPlaceId,
} from '../../flow/delivery';
import type {
  CheckoutActions,
  CheckoutData,
  CheckoutResult,
  DeliveryPlace,
} from '../../flow/types';
import { usedShipments } from './shipmentInfo';

/** The place address a shipment already carries, when complete. */
function placeOfShipment(
  address: BasketResponse['shipments'][number]['shippingAddress'],
): PlaceAddress | undefined {
  if (!address?.addressLine1 || !address.city || !address.postalCode || !address.countryCode)
    return undefined;
  return {
    addressLine1: address.addressLine1,
    city: address.city,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
    ...(address.province ? { stateCode: address.province } : {}),
  };
}

const same = (
  saved: BasketResponse['shipments'][number]['shippingAddress'],
  next: CheckoutAddress,
) =>
  Boolean(saved) &&
  Object.entries(next).every(([key, value]) => (saved as Record<string, unknown>)[key] === value);

/**
 * Gives every store delivery of the basket (pickup, ship to store, collection point) its
 * place's address and the asked pickup contact fields (spec 1 §5, §7 POST …/shippingAddress
 * with context COLLECTION), one call per shipment whose saved address differs. A shipment
 * whose place address is unknown and that asks no contact is left as it is.
 * @returns the last basket, or the first failure (e.g. CHK320 email, SHP410 phone)
 */
export async function saveCollectionAddresses(
  data: CheckoutData,
  places: Record<string, DeliveryPlace>,
  contact: PickupContactValues,
  fields: readonly ContactField[],
  actions: Pick<CheckoutActions, 'setCollectionAddress'>,
): Promise<CheckoutResult<CheckoutData>> {
  let current: CheckoutData = data;
  if (!actions.setCollectionAddress) return { ...current, ok: true };
  for (const { shipment } of usedShipments(data.basket)) {
    if (!isStoreDelivery(shipmentKind(shipment.shipmentId))) continue;
    const id = shipmentPlaceId(shipment);
    const place =
      (id ? places[id]?.address : undefined) ?? placeOfShipment(shipment.shippingAddress);
    if (!place && fields.length === 0) continue;
    const address: CheckoutAddress = place
      ? collectionAddress(place, contact, fields)
      : Object.fromEntries(fields.map((f) => [f, contact[f].trim()]));
    if (same(shipment.shippingAddress, address)) continue;
    const result = await actions.setCollectionAddress(shipment.shipmentId, address);
    if (!result.ok) return result;
    current = result;
  }
  return { ...current, ok: true };
}
