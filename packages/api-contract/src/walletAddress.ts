import type { ErrorCode } from './errorCatalogue';

/**
 * The address rules of an express checkout (spec 3 §5 "Wallet contacts", "PayPal address";
 * §8 "Cart and wallet"; §9 "Wallet city max 50"), in the cart calls' address shape. Shared by
 * the mock API (shipping address with context `APPLE_PAY_EXPRESS` / `PAYPAL_EXPRESS`, order
 * placement) and the storefront's server (the contacts are checked before any call). Pure.
 */

/** The wallet's longest city (spec 3 §9). */
export const walletCityMax = 50;

/**
 * The allowed character set of wallet contact fields (spec 3 §5): letters including
 * accented, digits, whitespace and basic punctuation. Phone and e-mail are not checked.
 */
export const walletTextPattern = /^[\p{L}\p{M}\d\s.,'’`\-/#&()]*$/u;

/** An address as the express flow hands it to the cart calls. */
export interface WalletAddress {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  city?: string;
  country?: string;
  countryCode?: string;
  postalCode?: string;
  province?: string;
  stateCode?: string;
}

/**
 * Why an address is refused, as the spec 3 §8 wallet errors need it: `country` (shipping
 * country not the store's, billing country not in the list), `cityLength` (city over 50),
 * `required` (an empty field that must be filled), `characters` (outside the allowed set).
 */
export type WalletAddressReason = 'country' | 'cityLength' | 'required' | 'characters';

/** A refused wallet address: catalogue code, reason, field and a developer message. */
export interface WalletAddressProblem {
  /** Shipping: `PAY401` country, else `CHK320`; billing: `PAY400` country, else `BIL400`. */
  code: ErrorCode;
  reason: WalletAddressReason;
  field: keyof WalletAddress;
  message: string;
}

/** What {@link walletAddressProblem} checks against. */
export interface WalletAddressContext {
  role: 'shipping' | 'billing';
  /** The store's country (ISO alpha-2): the only shipping country (spec 3 §5). */
  storeCountry: string;
  /** Countries a billing contact may be in (spec 3 §5); billing only. */
  billingCountries?: readonly string[];
  /**
   * A redacted shipping contact (before authorisation the wallet gives only country, postal
   * code and city): only the country, the city and the postal code are checked.
   */
  redacted?: boolean;
}

/** Text fields checked against {@link walletTextPattern} (all but phone and e-mail). */
const textFields = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'postalCode',
  'province',
  'stateCode',
] as const;

const value = (address: WalletAddress, field: keyof WalletAddress) => (address[field] ?? '').trim();

/** The ISO alpha-2 country of an address (upper case; `country` when it is two letters). */
export function walletCountryOf(address: WalletAddress): string {
  const code = value(address, 'countryCode') || value(address, 'country');
  return code.length === 2 ? code.toUpperCase() : '';
}

/**
 * The first broken wallet rule of an address (spec 3 §5 "Wallet contacts"), or undefined:
 * 1. country: shipping must equal the store's (`PAY401`), billing must be in the list (`PAY400`);
 * 2. city at most 50 characters (`CHK320` / `BIL400`, reason `cityLength`);
 * 3. non-empty address line, postal code, first and last name (redacted: postal code only);
 * 4. every field but phone and e-mail in the allowed character set.
 */
export function walletAddressProblem(
  address: WalletAddress,
  context: WalletAddressContext,
): WalletAddressProblem | undefined {
  const shipping = context.role === 'shipping';
  const country = walletCountryOf(address);
  const invalid = shipping ? 'CHK320' : 'BIL400';
  if (shipping && country !== context.storeCountry.toUpperCase())
    return {
      code: 'PAY401',
      reason: 'country',
      field: 'countryCode',
      message: `This store ships to ${context.storeCountry} only, not ${country || 'no country'}`,
    };
  if (!shipping && !(context.billingCountries ?? []).includes(country))
    return {
      code: 'PAY400',
      reason: 'country',
      field: 'countryCode',
      message: `Billing addresses in ${country || 'no country'} are not accepted`,
    };
  if (value(address, 'city').length > walletCityMax)
    return {
      code: invalid,
      reason: 'cityLength',
      field: 'city',
      message: `city must have at most ${walletCityMax} characters`,
    };
  const required: (keyof WalletAddress)[] =
    shipping && context.redacted
      ? ['postalCode']
      : ['addressLine1', 'postalCode', 'firstName', 'lastName'];
  for (const field of required)
    if (!value(address, field))
      return { code: invalid, reason: 'required', field, message: `${field} is required` };
  for (const field of textFields)
    if (!walletTextPattern.test(value(address, field)))
      return {
        code: invalid,
        reason: 'characters',
        field,
        message: `${field} has characters that are not allowed`,
      };
  return undefined;
}

/**
 * The PayPal address rule (spec 3 §5 "PayPal address"): incomplete when any field but id,
 * addressId, addressLine2, addressLine3, stateCode and subscriptions is empty. The fields
 * checked are those of spec 3 §3 "Address (express and PayPal)" a PayPal account gives:
 * names, e-mail, phone, address line 1, postal code, city, country.
 * @returns the empty fields (none: complete)
 */
export function paypalAddressGaps(address: WalletAddress): (keyof WalletAddress)[] {
  const fields: (keyof WalletAddress)[] = [
    'firstName',
    'lastName',
    'email',
    'phone',
    'addressLine1',
    'postalCode',
    'city',
  ];
  const gaps = fields.filter((field) => !value(address, field));
  return walletCountryOf(address) ? gaps : [...gaps, 'countryCode'];
}
