import type { BasketResponse } from '@storefront/api-contract';
import type { CheckoutLabels } from '../../flow/labels';

/** A shipment the shopper's items use, with its items. */
export interface UsedShipment {
  shipment: BasketResponse['shipments'][number];
  items: BasketResponse['items'];
}

/** The shipments that carry items, in the basket's order. */
export function usedShipments(basket: BasketResponse): UsedShipment[] {
  return basket.shipments
    .map((shipment) => ({
      shipment,
      items: basket.items.filter((i) => i.shipmentId === shipment.shipmentId),
    }))
    .filter((s) => s.items.length > 0);
}

/** Whether a shipment goes to the shopper's address (home delivery or customs). */
export const needsAddress = (shipmentId: string) => shipmentId === 'me' || shipmentId === 'customs';

/**
 * Whether the basket keeps a home address no shipment uses any more: no item goes to an
 * address (every one is picked up, shipped to a store or collection point, or digital), yet
 * the home or customs shipment still holds the address typed earlier. The shopper removed that
 * delivery, so the address goes too (DELETE …/shippingAddress, spec 1 §7).
 */
export function keepsUnusedHomeAddress(basket: BasketResponse): boolean {
  if (usedShipments(basket).some((s) => needsAddress(s.shipment.shipmentId))) return false;
  return basket.shipments.some(
    (s) => needsAddress(s.shipmentId) && Boolean(s.shippingAddress?.addressLine1),
  );
}

/** The heading of a shipment: home, digital, customs, or the store / collection point. */
export function shipmentName(
  shipment: BasketResponse['shipments'][number],
  storeName: (id: string) => string,
  labels: CheckoutLabels,
): string {
  const named = labels.shipmentNames[shipment.shipmentId];
  if (named) return named;
  const [kind = '', ...rest] = shipment.shipmentId.split('-');
  const storeId = shipment.storeId ?? rest.join('-');
  // The basket names its store or collection point (`storeName`), which survives a reload.
  const name = shipment.storeName ?? storeName(storeId);
  // A collection point whose name is not known: its address says where it is.
  if (name === storeId && kind === 'pudo' && shipment.shippingAddress?.addressLine1)
    return labels.storeShipment(kind, shipment.shippingAddress.addressLine1);
  return labels.storeShipment(kind, name);
}

/** Whether a shipment's address is shown: home and customs deliveries, and store deliveries with one. */
export const showsAddress = (shipment: BasketResponse['shipments'][number]) =>
  needsAddress(shipment.shipmentId) || Boolean(shipment.shippingAddress?.addressLine1);

/**
 * A method's words: name, price (or Free) and delivery time. `discount` is the shipment's
 * `shippingDiscount` (a SHIPPING-level promotion, spec 1 §3 promoSummary), so the shipment's
 * own method shows what the totals charge for it; currency units of the basket.
 */
export function methodLabel(
  method: { code: string; price: number; deliveryTime?: string; label?: string },
  money: (amount: number) => string,
  labels: CheckoutLabels,
  discount = 0,
): string {
  const name = labels.methodNames[method.code] ?? method.label ?? method.code;
  const due = Math.max(0, method.price - discount);
  const price = due > 0 ? money(due) : labels.free;
  return [name, price, method.deliveryTime].filter(Boolean).join(' · ');
}
