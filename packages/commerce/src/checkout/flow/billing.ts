import type { BasketResponse } from '@storefront/api-contract';

/** The address fields that make an address where a card is billed (names and place). */
const placeFields = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'countryCode',
] as const;

/**
 * Whether the basket keeps a billing address of its own: one is stored and it is not the home
 * shipment's (`me`) address as "same as shipping" copies it (spec 1 §2 billing step, §7
 * POST …/billingAddress `sameAsShipping`). Such an address is what the step deletes (DELETE
 * …/billingAddress, spec 1 §7) when the shopper turns "same as shipping" back on. Fields are
 * compared trimmed; an absent field equals an empty one.
 */
export function separateBillingAddress(basket: BasketResponse): boolean {
  const billing = basket.billingAddress;
  if (!billing) return false;
  const home = basket.shipments.find((s) => s.shipmentId === 'me')?.shippingAddress;
  if (!home) return true;
  return placeFields.some((key) => (billing[key] ?? '').trim() !== (home[key] ?? '').trim());
}
