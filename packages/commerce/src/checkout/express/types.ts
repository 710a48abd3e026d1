import type { ReactNode } from 'react';

/**
 * Types of express checkout (spec 3 §1, §3 "Address (express and PayPal)", "Cart totals and
 * shipping methods (express)", §4 "Express wallet flow", "PayPal express", §5 "Wallet
 * contacts", "PayPal address", §6, §7, §8 "Cart and wallet", §9). Provider-independent: the
 * simulated provider and Adyen drive the same {@link ExpressFlowHandlers}. Amounts are major
 * units of the basket currency.
 */

/**
 * Where a flow starts. From the product page it buys one variant (quantity 1, spec 3 §9) in a
 * temporary express basket, so the shopper's cart is untouched; elsewhere it buys the basket.
 */
export type ExpressSource =
  | { kind: 'product'; variantId: string; productId?: string }
  | { kind: 'basket'; place: 'miniCart' | 'cart' | 'checkout' };

/** The express payment methods (spec 3 §1): the card wallet and PayPal. */
export type ExpressMethod = 'wallet' | 'paypal';

/**
 * A wallet contact as the sheet hands it over (the Apple Pay `ApplePayPaymentContact` shape;
 * before authorisation a shipping contact may be redacted to country, postal code and city).
 * `countryCode` is ISO 3166-1 alpha-2.
 */
export interface WalletContact {
  givenName?: string;
  familyName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}

/** One shipping method the sheet offers (spec 3 §3 "Shipping methods"). */
export interface ExpressShippingMethod {
  code: string;
  label: string;
  /** Delivery time, e.g. "3-5 business days". */
  detail?: string;
  /** Price (finalAmount, else amount), major units. */
  amount: number;
}

/** Basket totals the sheet shows (spec 3 §3 "Totals"), major units. */
export interface ExpressTotals {
  currency: string;
  itemTotal: number;
  shipping: number;
  tax: number;
  totalDiscount: number;
  total: number;
}

/** What the sheet shows after a step: totals and the methods for the chosen contact. */
export interface ExpressSheetState {
  totals: ExpressTotals;
  shippingMethods: ExpressShippingMethod[];
  /** The chosen method's code, when one is set. */
  selectedMethod?: string;
}

/** The answer of merchant validation (spec 3 §4 step 2, §7 "Get payment session"). */
export interface ExpressSession extends ExpressSheetState {
  sessionId: string;
  /** The provider's merchant session (`meta.merchantSession`), passed to the sheet as is. */
  merchantSession: Record<string, unknown>;
  /** The store's country (ISO alpha-2): the only shipping country (spec 3 §5). */
  storeCountry: string;
  /** Countries a billing contact may be in (spec 3 §5). */
  billingCountries: string[];
}

/**
 * The wallet errors of spec 3 §8 "Cart and wallet": `country` (shipping country is not the
 * store's), `cityLength` (city over 50), `shipping` (unserviceable address or method),
 * `contact` (an invalid billing or shipping contact: a field error back to the sheet),
 * `incompleteAddress` (PayPal: back to /checkout, spec 3 §4), `unknown` (anything else).
 */
export type ExpressErrorKind =
  | 'country'
  | 'cityLength'
  | 'shipping'
  | 'contact'
  | 'incompleteAddress'
  | 'unknown';

/** A failed express step: the catalogue code, the shown message, and where it points. */
export interface ExpressFailure {
  ok: false;
  kind: ExpressErrorKind;
  /** Catalogue code (spec 1 §8 / spec 3 §8), e.g. `SHP500`, `AUT403`, `GEN500`. */
  code: string;
  /** The user-facing message in the page's language. */
  message: string;
  /** With `contact`: which contact and field the sheet marks. */
  contact?: 'shipping' | 'billing';
  field?: keyof WalletContact;
}

/** An express step's answer: `{ ok: true, ...value }` or an {@link ExpressFailure}. */
export type ExpressResult<T extends object> = ({ ok: true } & T) | ExpressFailure;

/** What the sheet hands over on authorisation (spec 3 §4 step 5). */
export interface WalletPayment {
  shippingContact: WalletContact;
  billingContact: WalletContact;
  /** The provider's payment token (`additionalDetails.paymentData`), opaque. */
  paymentData: string;
}

/**
 * The calls the host provides (the storefront: Server Actions; tokens and the temporary
 * basket id stay in httpOnly cookies). Each answers, never throws.
 */
export interface ExpressActions {
  /**
   * Merchant validation (spec 3 §4 step 2): adds the item (product page, quantity 1) or uses
   * the basket, loads the shipping methods, gets the payment session (retried once after
   * 3000 ms, spec 3 §9), applies the stored automatic promo code and clears it.
   */
  start(
    source: ExpressSource,
    method: ExpressMethod,
  ): Promise<ExpressResult<{ session: ExpressSession }>>;
  /** Shipping contact selected: the address is set with context `APPLE_PAY_EXPRESS`. */
  selectShippingContact(contact: WalletContact): Promise<ExpressResult<ExpressSheetState>>;
  /** Shipping method selected: POST shippingMethod (`shopperAppliedSM`). */
  selectShippingMethod(code: string): Promise<ExpressResult<ExpressSheetState>>;
  /**
   * Payment authorised (spec 3 §4 step 5): validates the contacts (spec 3 §5), sets the
   * shipping address, prepares the order, creates the payment instrument (`DW_APPLE_PAY`),
   * checks the billing country and places the order (captcha action `placeOrder`).
   */
  authorize(
    payment: WalletPayment & { recaptcha_response?: string },
  ): Promise<ExpressResult<{ orderNumber: string }>>;
  /**
   * PayPal authorisation: the shipping address is added with context `PAYPAL_EXPRESS`; an
   * incomplete address (spec 3 §5 "PayPal address") answers `incompleteAddress`.
   */
  paypalAuthorized(contact: WalletContact): Promise<ExpressResult<ExpressSheetState>>;
  /** PayPal additional details: prepares and places the order with `paymentData`. */
  paypalDetails(input: {
    paymentData: string;
    recaptcha_response?: string;
  }): Promise<ExpressResult<{ orderNumber: string }>>;
  /**
   * Any failure or cancel: ends the session and clears the temporary basket state. Paying the
   * cart, the home address of before the flow is set again (the wallet sheet set its own):
   * `recaptcha_response` is the captcha's answer for action `shippingAddress` that a guest's
   * address needs (spec 1 §7 "includes recaptcha response"); without it a guest's address of
   * before cannot come back and the wallet's goes.
   */
  cancel(restore?: { recaptcha_response?: string }): Promise<void>;
  /**
   * After success: resets the cart that paid (spec 3 §4 step 6) and answers where the order
   * confirmation is (with `storeContext` when bought from the product page).
   */
  finalise(orderNumber: string): Promise<{ href: string }>;
}

/**
 * What a provider's buttons drive: the flow of spec 3 §4, one call per provider event. The
 * state machine behind it (`expressReducer`) is the same for every provider.
 */
export interface ExpressFlowHandlers {
  /** Session start (the button was pressed). */
  begin(method: ExpressMethod): void;
  validateMerchant(): Promise<ExpressResult<{ session: ExpressSession }>>;
  shippingContactSelected(contact: WalletContact): Promise<ExpressResult<ExpressSheetState>>;
  shippingMethodSelected(code: string): Promise<ExpressResult<ExpressSheetState>>;
  /**
   * On success the flow finalises and navigates to the confirmation. `recaptcha_response`: the
   * captcha's one-time answer for action `placeOrder` (spec 3 §7), when the provider shows it.
   */
  paymentAuthorized(
    payment: WalletPayment & { recaptcha_response?: string },
  ): Promise<ExpressResult<{ orderNumber: string }>>;
  paypalAuthorized(contact: WalletContact): Promise<ExpressResult<ExpressSheetState>>;
  paypalDetails(
    paymentData: string,
    recaptcha_response?: string,
  ): Promise<ExpressResult<{ orderNumber: string }>>;
  /** The shopper closed the sheet, or the provider failed: ends the session. */
  cancel(): void;
}

/** Props of a provider's wallet or PayPal button. */
export interface ExpressButtonProps {
  handlers: ExpressFlowHandlers;
  /** Amount to show before merchant validation (the price or basket total), major units. */
  amount: number;
  currency: string;
  /** BCP 47 tag of the page (`fr-CA`). */
  localeTag: string;
  /** The flow is busy or another express method runs. */
  disabled?: boolean;
}

/**
 * A payment provider's client side (spec 3 §7): loaded only when a button is about to show,
 * never in first-load JS. The embedded default is the simulator; `adyen` wraps
 * `@adyen/adyen-web`.
 */
export interface ExpressProviderModule {
  id: 'simulated' | 'adyen';
  /** The card wallet's browser support (a real capability check, spec 3 §6). */
  walletSupported(): Promise<boolean>;
  WalletButton(props: ExpressButtonProps): ReactNode;
  PayPalButton(props: ExpressButtonProps): ReactNode;
}
