/**
 * Where a checkout error is shown (spec 1 §8 "Placing an order", "Payment errors",
 * "Item-level errors"; spec 1 §4 stage switches). Pure: the flow renders by the answer.
 */

/** Address form fields an error can point at. */
export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'countryCode';

/** Where an error goes. */
export type ErrorPlacement =
  /** At a field of the shipping address form. */
  | { kind: 'shippingField'; field: AddressField }
  /** At a field of the billing address form. */
  | { kind: 'billingField'; field: AddressField }
  /** At the card form's expiry (FE309). */
  | { kind: 'cardExpiry' }
  /** At the gift card input (invalid, already applied, not allowed, zero balance). */
  | { kind: 'giftCard' }
  /** At the reward code / card input. */
  | { kind: 'reward' }
  /** A notification at the top of the checkout. */
  | { kind: 'top' }
  /** The cart is refreshed and its item notices (flash) are shown with the items. */
  | { kind: 'items' }
  /** Every item is out of stock: the order cannot be completed. */
  | { kind: 'blocked' }
  /** The items change delivery method: applied, back to shipping, with a message. */
  | { kind: 'stageSwitch' }
  /** A persistent toast (every other order error). */
  | { kind: 'toast' };

/** What the shopper was doing when the error came. */
export type ErrorContext = 'shipping' | 'billing' | 'payment' | 'placement';

/** Placement errors shown as a top notification (spec 1 §8). */
export const topNotificationCodes = [
  'FE309', // card expiry invalid
  'PYT404', // payment instrument not found
  'CHK320', // address not found / invalid
  'BILL410', // billing address missing
  'PYT300', // payment errors
  'PYT400',
  'PYT402',
  'PYT405',
  'PYT406', // fraud verification exception
  'PAY400',
  'PAY401',
  'BSK404', // cart not found
  'SHP500', // PO box unavailable
  'INV408', // some products without inventory
] as const;

/** Gift card codes placed at the gift card input (spec 1 §8; GFC812 locked after failures). */
export const giftCardInputCodes = [
  'GFC400',
  'GFC410',
  'GFC700',
  'GFC725',
  'GFC740',
  'GFC812',
] as const;
/** Item-level codes: the cart is refreshed and the item notices shown (spec 1 §8). */
export const itemLevelCodes = ['INV702', 'INV700', 'INV405', 'INV406', 'PRC400'] as const;

const fieldNames: readonly AddressField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'countryCode',
];

/**
 * The address field a server message names (`postalCode is not valid`); `country` maps to
 * `countryCode`, `stateCode` to `province`.
 */
export function fieldOfMessage(serverMessage: string | undefined): AddressField | undefined {
  const first = serverMessage?.trim().split(/\s+/)[0] ?? '';
  if (first === 'country') return 'countryCode';
  if (first === 'stateCode') return 'province';
  return fieldNames.find((f) => f === first);
}

/** The field of an address error code, when the code names one. */
function addressField(code: string, serverMessage?: string): AddressField | undefined {
  switch (code) {
    case 'SHP410':
    case 'BILL410':
      return 'phone';
    case 'SHP500':
      return /line2|addressLine2/i.test(serverMessage ?? '') ? 'addressLine2' : 'addressLine1';
    case 'CHK380':
    case 'PAY401':
    case 'PAY400':
      return 'countryCode';
    case 'CHK320':
    case 'BIL400':
      return fieldOfMessage(serverMessage);
    default:
      return undefined;
  }
}

/**
 * Where an error goes (spec 1 §8):
 * - shipping address calls: SHP410 phone, SHP500 address line, CHK380/PAY401 country, CHK320
 *   the field its message names (else the top);
 * - billing address calls: BILL410 phone, PAY400 country, BIL400 the named field;
 * - payment instrument calls: FE309 at the expiry, GFC400/410/700/725/740/812 at the gift card
 *   input, REW codes at the reward input, other payment errors at the top;
 * - order placement: stage switches ORD516-518; INV701 blocks completion; item-level errors
 *   (INV702 not available, INV405 no price, INV406/PRC400 invalid price) refresh the items;
 *   the listed codes a top notification; everything else a persistent toast.
 * @param serverMessage the server's message (names the field of CHK320/BIL400)
 */
export function placeError(
  code: string,
  context: ErrorContext,
  serverMessage?: string,
): ErrorPlacement {
  if (context === 'shipping') {
    const field = addressField(code, serverMessage);
    if (field && code !== 'BILL410' && code !== 'BIL400' && code !== 'PAY400')
      return { kind: 'shippingField', field };
    return { kind: 'top' };
  }
  if (context === 'billing') {
    const field = addressField(code, serverMessage);
    if (field && ['BILL410', 'BIL400', 'PAY400'].includes(code))
      return { kind: 'billingField', field };
    return { kind: 'top' };
  }
  if (context === 'payment') {
    if (code === 'FE309') return { kind: 'cardExpiry' };
    if ((giftCardInputCodes as readonly string[]).includes(code)) return { kind: 'giftCard' };
    if (code.startsWith('REW')) return { kind: 'reward' };
    return { kind: 'top' };
  }
  if ((['ORD516', 'ORD517', 'ORD518'] as string[]).includes(code)) return { kind: 'stageSwitch' };
  if (code === 'INV701') return { kind: 'blocked' };
  if ((itemLevelCodes as readonly string[]).includes(code)) return { kind: 'items' };
  if ((topNotificationCodes as readonly string[]).includes(code)) return { kind: 'top' };
  if ((giftCardInputCodes as readonly string[]).includes(code)) return { kind: 'top' };
  return { kind: 'toast' };
}

/** Wording of the payment failures the spec names (spec 1 §8). */
export const paymentFailureMessages = {
  /** Buy-now-pay-later failure: a payment error. */
  bnpl: 'There was a problem with your pay-later payment. Please choose another payment method.',
  /** 3-D Secure failure: a payment authentication error. */
  threeDSecure:
    'We could not authenticate your card payment. Please try again or use another payment method.',
} as const;
