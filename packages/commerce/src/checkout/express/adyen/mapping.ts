import type { ExpressFailure, ExpressSheetState, ExpressTotals, WalletContact } from '../types';

/**
 * Pure translations between `@adyen/adyen-web` (v6: its Apple Pay and PayPal components'
 * express callbacks) and the provider-independent flow (spec 3 §3 "Cart totals and shipping
 * methods (express)", §4 "Express wallet flow", "PayPal express", §8 "Cart and wallet"). No
 * import of the library: the shapes below are the parts of Apple Pay JS and PayPal it reads.
 */

/** Apple Pay JS `ApplePayPaymentContact` (the fields the flow reads). */
export interface ApplePayContactLike {
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

/** Apple Pay JS `ApplePayLineItem`: `amount` is a decimal string in major units. */
export interface ApplePayLineItemLike {
  label: string;
  amount: string;
  type?: 'final' | 'pending';
}

/** Apple Pay JS `ApplePayShippingMethod`. */
export interface ApplePayShippingMethodLike {
  label: string;
  detail: string;
  amount: string;
  identifier: string;
}

/** The update Apple Pay takes after a contact or method selection (without its errors). */
export interface ApplePaySheetUpdate {
  newTotal: ApplePayLineItemLike;
  newLineItems: ApplePayLineItemLike[];
  newShippingMethods: ApplePayShippingMethodLike[];
}

/** Words of the sheet's lines (the `express` catalogue's `sheet` group) and the merchant. */
export interface AdyenSheetLabels {
  /** The total's label: the store's name as the sheet shows it ("Pay {merchant}"). */
  merchant: string;
  itemTotal: string;
  discount: string;
  shipping: string;
  tax: string;
}

/** Fraction digits of a currency (ISO 4217; `JPY` 0, `USD` 2), as `Intl` knows them. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount in major units as Apple Pay writes it: `"12.30"` (the currency's digits). */
export function applePayAmount(amount: number, currency: string): string {
  return amount.toFixed(currencyDigits(currency));
}

/** An amount in major units as Adyen's `amount.value`: minor units, an integer (12.3 USD → 1230). */
export function adyenMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDigits(currency));
}

/**
 * A wallet contact of the flow from Apple Pay's (a redacted one before authorisation: country,
 * postal code, city). Only the flow's fields, trimmed; empty ones left out.
 */
export function walletContactOf(contact: ApplePayContactLike | undefined): WalletContact {
  if (!contact) return {};
  const out: WalletContact = {};
  const text = (key: Exclude<keyof WalletContact, 'addressLines'>) => {
    const value = contact[key]?.trim();
    if (value) out[key] = value;
  };
  text('givenName');
  text('familyName');
  text('emailAddress');
  text('phoneNumber');
  text('locality');
  text('administrativeArea');
  text('postalCode');
  const country = contact.countryCode?.trim().toUpperCase();
  if (country) out.countryCode = country;
  const lines = (contact.addressLines ?? []).map((l) => l.trim()).filter(Boolean);
  if (lines.length > 0) out.addressLines = lines;
  return out;
}

/**
 * PayPal's shipping address (`onShippingAddressChange` data, `onAuthorized` delivery address:
 * Adyen's `AddressData`, `street`, `houseNumberOrName`, `city`, `postalCode`,
 * `stateOrProvince`, `country`) and payer as a wallet contact.
 */
export function walletContactOfPayPal(
  address:
    | {
        street?: string;
        houseNumberOrName?: string;
        city?: string;
        postalCode?: string;
        stateOrProvince?: string;
        country?: string;
        countryCode?: string;
        state?: string;
      }
    | undefined,
  payer?: { givenName?: string; familyName?: string; emailAddress?: string; phoneNumber?: string },
): WalletContact {
  const street = [address?.houseNumberOrName, address?.street]
    .map((v) => v?.trim())
    .filter((v) => v && v !== 'ZZ')
    .join(' ');
  return walletContactOf({
    ...payer,
    ...(street ? { addressLines: [street] } : {}),
    ...(address?.city ? { locality: address.city } : {}),
    ...(address?.postalCode ? { postalCode: address.postalCode } : {}),
    ...((address?.stateOrProvince ?? address?.state)
      ? { administrativeArea: address?.stateOrProvince ?? address?.state }
      : {}),
    ...((address?.country ?? address?.countryCode)
      ? { countryCode: address?.country ?? address?.countryCode }
      : {}),
  });
}

/** The sheet's lines of basket totals (spec 3 §3 "Totals"): items, discount, shipping, tax. */
export function applePayLineItems(
  totals: ExpressTotals,
  labels: AdyenSheetLabels,
): ApplePayLineItemLike[] {
  const amount = (value: number) => applePayAmount(value, totals.currency);
  return [
    { label: labels.itemTotal, amount: amount(totals.itemTotal), type: 'final' },
    ...(totals.totalDiscount > 0
      ? [{ label: labels.discount, amount: amount(-totals.totalDiscount), type: 'final' as const }]
      : []),
    { label: labels.shipping, amount: amount(totals.shipping), type: 'final' },
    { label: labels.tax, amount: amount(totals.tax), type: 'final' },
  ];
}

/**
 * The Apple Pay update of a sheet state: the total under the merchant's name, the lines and the
 * methods, the selected one first (Apple Pay treats the first as chosen).
 */
export function applePaySheetUpdate(
  sheet: ExpressSheetState,
  labels: AdyenSheetLabels,
): ApplePaySheetUpdate {
  const { totals } = sheet;
  const methods = [...sheet.shippingMethods].sort(
    (a, b) => Number(b.code === sheet.selectedMethod) - Number(a.code === sheet.selectedMethod),
  );
  return {
    newTotal: {
      label: labels.merchant,
      amount: applePayAmount(totals.total, totals.currency),
      type: 'final',
    },
    newLineItems: applePayLineItems(totals, labels),
    newShippingMethods: methods.map((m) => ({
      label: m.label,
      detail: m.detail ?? '',
      amount: applePayAmount(m.amount, totals.currency),
      identifier: m.code,
    })),
  };
}

/** Apple Pay JS error codes (`ApplePayErrorCode`). */
export type ApplePayErrorCodeLike =
  | 'shippingContactInvalid'
  | 'billingContactInvalid'
  | 'addressUnserviceable'
  | 'unknown';

/** Apple Pay JS contact fields (`ApplePayErrorContactField`) the flow can point at. */
export type ApplePayContactFieldLike =
  | 'phoneNumber'
  | 'emailAddress'
  | 'name'
  | 'postalAddress'
  | 'addressLines'
  | 'locality'
  | 'postalCode'
  | 'administrativeArea'
  | 'countryCode';

/** What `new ApplePayError(code, contactField, message)` is made of. */
export interface ApplePayErrorArgs {
  code: ApplePayErrorCodeLike;
  contactField?: ApplePayContactFieldLike;
  message: string;
}

const contactFields: Record<keyof WalletContact, ApplePayContactFieldLike> = {
  givenName: 'name',
  familyName: 'name',
  emailAddress: 'emailAddress',
  phoneNumber: 'phoneNumber',
  addressLines: 'addressLines',
  locality: 'locality',
  administrativeArea: 'administrativeArea',
  postalCode: 'postalCode',
  countryCode: 'countryCode',
};

/**
 * The Apple Pay error of a failed step (spec 3 §8 "Cart and wallet"): a foreign shipping
 * country marks the shipping contact's country, a city over 50 its locality, an unserviceable
 * address or method is `addressUnserviceable`, an invalid contact marks that contact's field,
 * anything else is `unknown`; each with the flow's message.
 */
export function applePayErrorOf(failure: ExpressFailure): ApplePayErrorArgs {
  const { message } = failure;
  switch (failure.kind) {
    case 'country':
      return { code: 'shippingContactInvalid', contactField: 'countryCode', message };
    case 'cityLength':
      return { code: 'shippingContactInvalid', contactField: 'locality', message };
    case 'shipping':
      return { code: 'addressUnserviceable', message };
    case 'contact':
      return {
        code: failure.contact === 'billing' ? 'billingContactInvalid' : 'shippingContactInvalid',
        ...(failure.field ? { contactField: contactFields[failure.field] } : {}),
        message,
      };
    default:
      return { code: 'unknown', message };
  }
}

/**
 * PayPal's reject reason of a failed shipping step (the component's `data.errors`:
 * `COUNTRY_ERROR`, `ADDRESS_ERROR`, `METHOD_UNAVAILABLE`, `STORE_UNAVAILABLE`): a foreign
 * country, an address the store cannot serve (city too long, invalid contact), no method.
 */
export function payPalRejectReasonOf(
  failure: ExpressFailure,
): 'COUNTRY_ERROR' | 'ADDRESS_ERROR' | 'METHOD_UNAVAILABLE' | 'STORE_UNAVAILABLE' {
  switch (failure.kind) {
    case 'country':
      return 'COUNTRY_ERROR';
    case 'cityLength':
    case 'contact':
    case 'incompleteAddress':
      return 'ADDRESS_ERROR';
    case 'shipping':
      return 'METHOD_UNAVAILABLE';
    default:
      return 'STORE_UNAVAILABLE';
  }
}

/**
 * PayPal's delivery methods of a sheet state (Adyen's `deliveryMethods` of a PayPal order
 * update: `reference`, `description`, `type: 'Shipping'`, `amount` in minor units,
 * `selected`).
 */
export function payPalDeliveryMethods(sheet: ExpressSheetState): {
  reference: string;
  description: string;
  type: 'Shipping';
  amount: { currency: string; value: number };
  selected: boolean;
}[] {
  const { currency } = sheet.totals;
  const selected = sheet.selectedMethod ?? sheet.shippingMethods[0]?.code;
  return sheet.shippingMethods.map((m) => ({
    reference: m.code,
    description: m.detail ? `${m.label} (${m.detail})` : m.label,
    type: 'Shipping',
    amount: { currency, value: adyenMinorUnits(m.amount, currency) },
    selected: m.code === selected,
  }));
}
