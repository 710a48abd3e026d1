import {
  paypalAddressGaps,
  type WalletAddress,
  type WalletAddressProblem,
  walletAddressProblem,
} from '@storefront/api-contract';
import type { ExpressErrorKind, ExpressFailure, WalletContact } from './types';

/**
 * Wallet contacts on the rules of spec 3 §5 "Wallet contacts", "PayPal address" and §8 "Cart
 * and wallet". The rules themselves live once, in `@storefront/api-contract`'s
 * `walletAddressProblem` and `paypalAddressGaps` (on the cart calls' address shape); this layer
 * maps a wallet contact to that shape and a refused address field back to the contact field the
 * sheet marks. Pure: the storefront's Server Actions and the simulated host use it alike.
 */

/**
 * What a wallet sheet hands over before authorisation (spec 3 §5): only the country, postal
 * code and city of the shipping contact.
 */
export function redactedContact(contact: WalletContact): WalletContact {
  return {
    ...(contact.countryCode ? { countryCode: contact.countryCode } : {}),
    ...(contact.postalCode ? { postalCode: contact.postalCode } : {}),
    ...(contact.locality ? { locality: contact.locality } : {}),
  };
}

/**
 * The cart address of a wallet contact (Apple Pay `ApplePayPaymentContact` → the fields of
 * spec 3 §3 "Address (express and PayPal)"): names, e-mail, phone, up to three non-blank
 * address lines, city, postal code, the country code in upper case and the administrative
 * area as both province and state code. Values are trimmed; blank ones are left out.
 */
export function addressOfWalletContact(contact: WalletContact): WalletAddress {
  const lines = (contact.addressLines ?? []).map((line) => line.trim()).filter(Boolean);
  const entries: [keyof WalletAddress, string | undefined][] = [
    ['firstName', contact.givenName],
    ['lastName', contact.familyName],
    ['email', contact.emailAddress],
    ['phone', contact.phoneNumber],
    ['addressLine1', lines[0]],
    ['addressLine2', lines[1]],
    ['addressLine3', lines[2]],
    ['city', contact.locality],
    ['postalCode', contact.postalCode],
    ['countryCode', contact.countryCode?.toUpperCase()],
    ['province', contact.administrativeArea],
    ['stateCode', contact.administrativeArea],
  ];
  const address: WalletAddress = {};
  for (const [key, value] of entries) if (value?.trim()) address[key] = value.trim();
  return address;
}

/** The wallet contact field of each cart address field (for the sheet's field error). */
const contactFields: Record<keyof WalletAddress, keyof WalletContact> = {
  firstName: 'givenName',
  lastName: 'familyName',
  email: 'emailAddress',
  phone: 'phoneNumber',
  addressLine1: 'addressLines',
  addressLine2: 'addressLines',
  addressLine3: 'addressLines',
  city: 'locality',
  postalCode: 'postalCode',
  country: 'countryCode',
  countryCode: 'countryCode',
  province: 'administrativeArea',
  stateCode: 'administrativeArea',
};

/**
 * The wallet contact field of a cart address field (the inverse of
 * {@link addressOfWalletContact}), e.g. `city` → `locality`.
 * @param field an address field name, as a rule problem or a server message names it
 * @returns the contact field, or undefined for a name that is not an address field
 */
export function contactFieldOf(field: string | undefined): keyof WalletContact | undefined {
  return field && Object.hasOwn(contactFields, field)
    ? contactFields[field as keyof WalletAddress]
    : undefined;
}

/**
 * The express error kind of a refused wallet address (spec 3 §8 "Cart and wallet"): a shipping
 * country that is not the store's → `country`, a long city → `cityLength`, anything else
 * (including a billing country outside the list) → `contact`, a field error back to the sheet.
 */
export function walletProblemKind(
  problem: WalletAddressProblem,
  role: 'shipping' | 'billing',
): ExpressErrorKind {
  if (problem.reason === 'cityLength') return 'cityLength';
  if (problem.reason === 'country' && role === 'shipping') return 'country';
  return 'contact';
}

/** What the wallet rules need of the store (the merchant validation's session, spec 3 §5). */
export interface WalletContactRules {
  /** The store's country, ISO alpha-2: the only shipping country. */
  storeCountry: string;
  /** Countries a billing contact may be in (the country list), ISO alpha-2. */
  billingCountries: readonly string[];
  /**
   * A redacted shipping contact (before authorisation the sheet gives only country, postal
   * code and city): only those are checked.
   */
  redacted?: boolean;
}

/** The first broken wallet rule of a contact, on the contact's fields, with its error kind. */
export interface WalletContactProblem extends Omit<WalletAddressProblem, 'field'> {
  /** The contact field the sheet marks. */
  field: keyof WalletContact;
  /** Which contact broke the rule. */
  contact: 'shipping' | 'billing';
  kind: ExpressErrorKind;
}

/**
 * The first broken rule of spec 3 §5 "Wallet contacts" of a contact, or undefined: the rules
 * of `walletAddressProblem` (`@storefront/api-contract`) on {@link addressOfWalletContact},
 * the field mapped back with {@link contactFieldOf} and the kind of {@link walletProblemKind}.
 */
export function walletContactProblem(
  contact: WalletContact,
  role: 'shipping' | 'billing',
  rules: WalletContactRules,
): WalletContactProblem | undefined {
  const problem = walletAddressProblem(addressOfWalletContact(contact), { role, ...rules });
  if (!problem) return undefined;
  return {
    ...problem,
    field: contactFields[problem.field],
    contact: role,
    kind: walletProblemKind(problem, role),
  };
}

/**
 * The failure of a contact refused before any call (spec 3 §5, §8): its kind, code and message
 * and, for the kind `contact`, which contact and field the sheet marks.
 * @param message the user-facing message (empty: the sheet's own words for the kind)
 */
export function walletContactFailure(
  problem: WalletContactProblem,
  message: string,
): ExpressFailure {
  return {
    ok: false,
    kind: problem.kind,
    code: problem.code,
    message,
    ...(problem.kind === 'contact' ? { contact: problem.contact, field: problem.field } : {}),
  };
}

/**
 * The empty fields of a PayPal contact's address (spec 3 §5 "PayPal address", the rule of
 * `paypalAddressGaps` in `@storefront/api-contract`): any → incomplete, back to /checkout.
 */
export function paypalContactGaps(contact: WalletContact): (keyof WalletAddress)[] {
  return paypalAddressGaps(addressOfWalletContact(contact));
}
