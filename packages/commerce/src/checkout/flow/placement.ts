import type { Order } from '@storefront/api-contract';

/**
 * Order placement states (spec 1 §4 "Order placement"): processing, then finalised; then the
 * cart is reset and the shopper goes to /order-confirmation. A `PaymentNotAuthorized` flash
 * starts a 3-D Secure challenge, completed by patching the order with its result.
 */

/** The placement state the flow shows. */
export type PlacementStatus = 'idle' | 'processing' | 'challenge' | 'finalised';

/** The code of the flash that starts a 3-D Secure challenge. */
export const paymentNotAuthorized = 'PaymentNotAuthorized';

/** What an order answer means for the flow: a challenge to run, or a finalised order. */
export function placementOutcome(
  order: Pick<Order, 'st' | 'flash'>,
): 'challenge' | 'finalised' | 'failed' {
  if (
    order.st === 'pendingAuthentication' ||
    order.flash.some((f) => f.code === paymentNotAuthorized)
  )
    return 'challenge';
  if (order.st === 'created' || order.st === 'shipped') return 'finalised';
  return 'failed';
}

/**
 * The order confirmation URL (spec 1 §2): `/{locale}/order-confirmation?order=…`, with
 * `storeContext` when the purchase started on the product page.
 * @param localePath e.g. `en-us`
 */
export function confirmationHref(
  localePath: string,
  orderNumber: string,
  storeContext?: string,
): string {
  const query = new URLSearchParams({ order: orderNumber });
  if (storeContext) query.set('storeContext', storeContext);
  return `/${localePath}/order-confirmation?${query.toString()}`;
}
