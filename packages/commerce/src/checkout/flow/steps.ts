import type { BasketResponse } from '@storefront/api-contract';

/**
 * Checkout steps and their transitions (spec 1 §4 "Checkout step"): shipping, then billing,
 * then summary; back to billing on a 3-D Secure failure; back to shipping when items change
 * delivery method (stage switches ORD516-518) or the shipping address is invalid.
 */

/** The checkout steps, in order. */
export const checkoutSteps = ['shipping', 'billing', 'summary'] as const;
/** A checkout step. */
export type CheckoutStep = (typeof checkoutSteps)[number];

/** The step named by a URL value (`?step=billing`); `shipping` for anything else. */
export function parseStep(value: string | null | undefined): CheckoutStep {
  return (checkoutSteps as readonly string[]).includes(value ?? '')
    ? (value as CheckoutStep)
    : 'shipping';
}

/** The step after `step` (summary stays summary). */
export function nextStep(step: CheckoutStep): CheckoutStep {
  const index = checkoutSteps.indexOf(step);
  return checkoutSteps[Math.min(index + 1, checkoutSteps.length - 1)] ?? 'summary';
}

/** Shipment ids of home deliveries (the `me` shipment and customs) that need an address. */
const addressedShipment = (id: string) => id === 'me' || id === 'customs';

/** Whether the shipping step is complete: every home shipment has an address and a method. */
export function shippingComplete(basket: BasketResponse): boolean {
  const used = new Set(basket.items.map((i) => i.shipmentId));
  return basket.shipments
    .filter((s) => used.has(s.shipmentId))
    .every(
      (s) =>
        Boolean(s.shippingMethod) &&
        (!addressedShipment(s.shipmentId) || Boolean(s.shippingAddress?.addressLine1)),
    );
}

/** Whether the billing step is complete: a billing address and nothing left to pay. */
export function billingComplete(basket: BasketResponse): boolean {
  return (
    Boolean(basket.billingAddress?.addressLine1) &&
    basket.payment_instruments.length > 0 &&
    basket.totals.remainingToPay <= 0
  );
}

/**
 * The step the shopper may see: the requested one, or the first earlier step that is not
 * complete (a link to `?step=summary` with no address lands on shipping).
 */
export function allowedStep(requested: CheckoutStep, basket: BasketResponse): CheckoutStep {
  if (requested === 'shipping') return 'shipping';
  if (!shippingComplete(basket)) return 'shipping';
  if (requested === 'billing') return 'billing';
  return billingComplete(basket) ? 'summary' : 'billing';
}

/** Codes of an invalid shipping address (spec 1 §8 "Shipping"). */
export const shippingAddressCodes = ['CHK320', 'CHK380', 'SHP410', 'SHP500', 'PAY401'] as const;
/** Codes of order stage switches: items change delivery method (spec 1 §4). */
export const stageSwitchCodes = ['ORD516', 'ORD517', 'ORD518'] as const;
/** 3-D Secure failure (spec 1 §4, §8: payment authentication error). */
export const threeDSecureFailureCode = 'PYT405';

/**
 * The step a failure sends the shopper to (spec 1 §4): billing after a 3-D Secure failure,
 * shipping for an invalid shipping address or a stage switch, else the current step.
 */
export function stepAfterFailure(code: string, current: CheckoutStep): CheckoutStep {
  if (code === threeDSecureFailureCode) return 'billing';
  if ((shippingAddressCodes as readonly string[]).includes(code)) return 'shipping';
  if ((stageSwitchCodes as readonly string[]).includes(code)) return 'shipping';
  return current;
}

/**
 * Whether the order can be completed (spec 1 §8): not when every item is out of stock or
 * no longer available (an item notice `INV700` or `INV702` on each item), nor when
 * the basket is empty.
 */
export function canComplete(basket: BasketResponse): boolean {
  if (basket.items.length === 0) return false;
  return !basket.items.every((item) =>
    item.customerNotifications.some((n) => ['INV700', 'INV702'].includes(n.code)),
  );
}
