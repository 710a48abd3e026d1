/**
 * The complete error code catalogue of the backend contract (spec 1 §8 and spec 2 §8).
 * Codes keep their spec identifiers. `meaning` is a short developer-facing description
 * (the user-facing wording lives in the client's message table).
 */

/** Groups the catalogue sorts codes into, as in the spec tables. */
export type ErrorGroup =
  | 'cart'
  | 'orders'
  | 'inventory'
  | 'price'
  | 'promo'
  | 'giftCards'
  | 'shipping'
  | 'payment'
  | 'billing'
  | 'tax'
  | 'rewards'
  | 'auth'
  | 'profile'
  | 'api'
  | 'other';

/** What the catalogue knows about one code. */
export interface ErrorCodeInfo {
  group: ErrorGroup;
  meaning: string;
}

const e = (group: ErrorGroup, meaning: string): ErrorCodeInfo => ({ group, meaning });

/** Every error code of spec 1 §8 and spec 2 §8, code → group and short meaning. */
export const errorCatalogue = {
  // Cart (spec 1 §8)
  BSK404: e('cart', 'Cart not found'),
  // Orders
  ORD404: e('orders', 'Item or order not found'),
  ORD430: e('orders', 'Item or order not found'),
  ORD415: e('orders', 'Order totals failure'),
  ORD400: e('orders', 'Order totals failure'),
  ORD409: e('orders', 'Order totals failure'),
  OHS4004: e('orders', 'Order not found in order history'),
  ORD516: e('orders', 'Order stage switch'),
  ORD517: e('orders', 'Order stage switch'),
  ORD518: e('orders', 'Order stage switch'),
  // Inventory
  INV700: e('inventory', 'Item out of stock'),
  INV701: e('inventory', 'Items out of stock'),
  INV702: e('inventory', 'Item not available'),
  INV405: e('inventory', 'Item has no price'),
  INV406: e('inventory', 'Item has an invalid price'),
  INV407: e('inventory', 'Maximum quantity reached'),
  INV408: e('inventory', 'Some products without inventory'),
  INV409: e('inventory', 'Stock or quantity conflict'),
  // Price
  PRC400: e('price', 'Invalid price'),
  // Promo
  PRM130: e('promo', 'Invalid coupon'),
  PRM135: e('promo', 'Coupon not yet available'),
  PRM140: e('promo', 'Coupon limit exceeded'),
  PRM150: e('promo', 'Coupon already redeemed'),
  PRM155: e('promo', 'Coupon expired'),
  PRM160: e('promo', 'Coupon already applied'),
  PRM175: e('promo', 'Coupon invalid for this cart'),
  PRM416: e('promo', 'Coupon cannot be applied'),
  // Gift cards
  GFC400: e('giftCards', 'Gift card invalid: number or PIN missing (both are required)'),
  GFC410: e('giftCards', 'Gift card invalid: unknown number or wrong PIN (never told apart)'),
  GFC700: e('giftCards', 'Gift card already applied'),
  GFC725: e('giftCards', 'Gift card not allowed'),
  GFC740: e('giftCards', 'Gift card zero balance'),
  GFC755: e('giftCards', 'Gift card error'),
  GFC760: e('giftCards', 'Gift card error'),
  GFC799: e('giftCards', 'Gift card error'),
  GFC800: e('giftCards', 'Gift card error'),
  GFC812: e(
    'giftCards',
    'Gift card locked: 5 failed number/PIN attempts in 15 minutes, per card or per shopper; refused (429) until 15 minutes after the 5th',
  ),
  GFS800: e('giftCards', 'Gift card service error'),
  GFO404: e('giftCards', 'Gift option not available'),
  GFO405: e('giftCards', 'Gift option not available'),
  // Shipping
  SHP404: e('shipping', 'Shipping method not found'),
  SHP410: e('shipping', 'Shipping phone invalid'),
  SHP500: e('shipping', 'PO box unavailable'),
  CHK320: e('shipping', 'Address invalid'),
  CHK380: e('shipping', 'Address invalid'),
  // Payment
  PYT300: e('payment', 'Payment error'),
  PYT400: e('payment', 'Payment error'),
  PYT402: e('payment', 'Payment error'),
  PYT404: e('payment', 'Payment instrument not found'),
  PYT405: e('payment', 'Payment error'),
  PYT406: e('payment', 'Fraud verification exception'),
  PAY400: e('payment', 'Cannot ship there'),
  PAY401: e('payment', 'Cannot ship there'),
  // Billing
  BIL400: e('billing', 'Billing address invalid'),
  BILL410: e('billing', 'Billing address not found'),
  // Tax
  TAX309: e('tax', 'Tax calculation failure'),
  TAX310: e('tax', 'Tax updated'),
  // Rewards and gift with purchase
  GWP403: e('other', 'Gift-with-purchase product error'),
  REW130: e('rewards', 'Reward invalid'),
  REW135: e('rewards', 'Reward not yet available'),
  REW140: e('rewards', 'Reward limit exceeded'),
  REW401: e('rewards', 'Reward not allowed'),
  // API and general (spec 1 §8, spec 2 §8)
  API400: e('api', 'Bad request'),
  API404: e('api', 'Not found'),
  API405: e('api', 'Method not allowed'),
  API406: e('api', 'Not acceptable'),
  API415: e('api', 'Unsupported media type'),
  // Not in the spec's tables: a rate-limited call (HTTP 429, with Retry-After).
  API429: e('api', 'Too many requests. Please try again later.'),
  GEN500: e('other', 'General error'),
  PLP400: e('other', 'List product not found'),
  STR404: e('other', 'Employee store not found'),
  RTN500: e('other', 'Return creation error'),
  ATTR100: e('other', 'Missing attributes'),
  ATTR200: e('other', 'Missing attributes'),
  ATTR300: e('other', 'Missing attributes'),
  FE309: e('other', 'Card expiry invalid'),
  FE340: e('other', 'Passwords do not match'),
  FE872: e('other', 'Password too short'),
  REV410: e('other', 'Review too long'),
  // Authentication and account (spec 2 §8)
  AUT401: e('auth', 'Invalid credentials'),
  AUT418: e('auth', 'Invalid credentials'),
  AUT437: e('auth', 'Invalid credentials'),
  AUT438: e('auth', 'Invalid credentials'),
  AUT423: e('auth', 'Account locked'),
  AUT441: e('auth', 'Account locked'),
  AUT426: e('auth', 'Last login attempt'),
  AUT402: e('auth', 'Password reset link expired'),
  AUT403: e('auth', 'Captcha failure'),
  AUT409: e('auth', 'Duplicate token'),
  AUT439: e('auth', 'Login or phone already in use'),
  AUT440: e('auth', 'Login or phone already in use'),
  AUT442: e('auth', 'Login or phone already in use'),
  AUT444: e('auth', 'Login or phone already in use'),
  AUT450: e('auth', 'Password change failure'),
  AUT451: e('auth', 'Password change failure: incorrect old password'),
  AUT452: e('auth', 'Password change failure: same as previous'),
  AUT453: e('auth', 'Invalid email format'),
  AUT498: e('auth', 'Invalid customer'),
  AUT404: e('auth', 'Cannot authorize'),
  AUT432: e('auth', 'Authorization failure'),
  AUT500: e('auth', 'Login system error'),
  // Profile
  PRO400: e('profile', 'Profile invalid'),
  PRO404: e('profile', 'Profile not found'),
  PRO410: e('profile', 'Age invalid'),
  PRO411: e('profile', 'Birthdate missing'),
  PRO412: e('profile', 'Profile error'),
  PRO414: e('profile', 'Profile error'),
  PRO415: e('profile', 'Profile error'),
  PRO418: e('profile', 'Profile error'),
  CCA400: e('profile', 'Address exists'),
  CCA401: e('profile', 'Invalid address id'),
  CCN404: e('profile', 'Unknown customer'),
  '4044': e('profile', 'Loyalty member not found'),
} as const satisfies Record<string, ErrorCodeInfo>;

/** Any code of the catalogue, e.g. `'BSK404'`. */
export type ErrorCode = keyof typeof errorCatalogue;

/** Every catalogue code, in catalogue order. */
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/**
 * Narrows a string to a catalogue code.
 * @param code e.g. an `errorId` from an error envelope
 */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}
