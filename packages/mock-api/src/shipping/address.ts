import type { ErrorCode, FieldRule } from '@storefront/api-contract';
import { addressRuleFields, defaultAddressRules } from '@storefront/api-contract';
import { digitsOnly } from '@storefront/api-contract/phone';

/**
 * Shipping and billing address rules (spec 1 §5, §8 "Shipping", "Billing"; spec 3 §5
 * "Address defaults", "Wallet contacts"). Pure: the caller passes the country's rules.
 */

/** An address as the cart calls carry it (spec 1 §3 "Billing address", spec 3 §3 "Address"). */
export interface AddressInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  phoneCode?: string;
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

/** A rule violation: the error code, the field (when one is at fault) and a message. */
export interface AddressProblem {
  code: ErrorCode;
  field?: string;
  message: string;
}

/** What a country allows: its rules (defaults merged with overrides) and whether it ships / bills. */
export interface CountryAddressRules {
  countryCode: string;
  shipping: boolean;
  billing: boolean;
  rules: Record<string, FieldRule>;
  /** The country's dial code (`44`): a phone sent as `+44…` is checked without it. */
  dialCode?: string;
}

/** Merges the spec 3 §5 defaults with a country's overrides. */
export function mergeAddressRules(
  overrides: Record<string, Partial<FieldRule>>,
): Record<string, FieldRule> {
  const merged: Record<string, FieldRule> = {};
  for (const field of addressRuleFields) {
    merged[field] = { ...defaultAddressRules[field], ...overrides[field] };
  }
  return merged;
}

/** A post-office box in an address line (`PO Box 12`, `P.O. Box`, `Post Office Box`, `POB 7`). */
const poBoxPattern = /\b(?:p[\s.]*o[\s.]*b(?:ox)?|post(?:al)?\s+office\s+box|pobox)\b\.?\s*\d*/i;

/** Whether an address line names a PO box (spec 1 §8 "PO box unavailable", SHP500). */
export const isPoBox = (line: string | undefined) => !!line && poBoxPattern.test(line);

/** Digits of a phone number (spec 2 §5 "Only digits are kept"). */
export const phoneDigits = (phone: string | undefined) => digitsOnly(phone ?? '');

/**
 * The national digits of a phone: a number sent in international form (`+44 7700 900123`,
 * as the storefront sends it: '+' + dial code + digits) loses the country's dial code; a
 * North American number typed with its dial code loses the leading 1.
 */
export function nationalPhone(phone: string | undefined, dialCode?: string): string {
  const digits = phoneDigits(phone);
  if (dialCode && phone?.trim().startsWith('+') && digits.startsWith(dialCode))
    return digits.slice(dialCode.length);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function fieldValue(address: AddressInput, field: string, dialCode?: string): string {
  if (field === 'phone') return nationalPhone(address.phone, dialCode);
  if (field === 'province') return (address.province ?? address.stateCode ?? '').trim();
  if (field === 'country') return (address.countryCode ?? address.country ?? '').trim();
  const value = address[field as keyof AddressInput];
  return (value ?? '').trim();
}

/** The first field that breaks its rule (required, min, max, pattern), or undefined. */
export function firstFieldProblem(
  address: AddressInput,
  rules: Record<string, FieldRule>,
  dialCode?: string,
): { field: string; message: string } | undefined {
  for (const [field, rule] of Object.entries(rules)) {
    const value = fieldValue(address, field, dialCode);
    if (!value) {
      if (rule.required) return { field, message: `${field} is required` };
      continue;
    }
    if (rule.min !== undefined && value.length < rule.min)
      return { field, message: `${field} must have at least ${rule.min} characters` };
    if (rule.max !== undefined && value.length > rule.max)
      return { field, message: `${field} must have at most ${rule.max} characters` };
    if (rule.pattern && !new RegExp(rule.pattern).test(value))
      return { field, message: `${field} is not valid` };
  }
  return undefined;
}

/** Options of {@link validateShippingAddress}. */
export interface ShippingAddressContext {
  /** The destination country's rules, or undefined when the country is not in the list. */
  country: CountryAddressRules | undefined;
  /** Countries the site ships to (e.g. gb → GB, IE). */
  siteCountries: readonly string[];
  /** The address receives a home delivery (a PO box cannot). Default true. */
  homeDelivery?: boolean;
}

/**
 * Validates a shipping address, first problem wins:
 * `SHP410` phone empty; `CHK380` country missing, unknown or not shipped to; `PAY401` a
 * shipping country this site does not serve ("cannot ship there"); `CHK320` a field breaks
 * the country's rule (required, length, pattern — e.g. a US postal code `ABCDE`);
 * `SHP500` a PO box for a home delivery.
 * @returns the problem, or undefined when the address is valid.
 */
export function validateShippingAddress(
  address: AddressInput,
  context: ShippingAddressContext,
): AddressProblem | undefined {
  if (!phoneDigits(address.phone))
    return { code: 'SHP410', field: 'phone', message: 'The shipping phone number is required' };
  const countryCode = (address.countryCode ?? address.country ?? '').toUpperCase();
  if (!countryCode || !context.country?.shipping)
    return {
      code: 'CHK380',
      field: 'countryCode',
      message: `We do not deliver to ${countryCode || 'an address without a country'}`,
    };
  if (!context.siteCountries.includes(countryCode))
    return {
      code: 'PAY401',
      field: 'countryCode',
      message: `This site cannot ship to ${countryCode}`,
    };
  const problem = firstFieldProblem(address, context.country.rules, context.country.dialCode);
  if (problem) return { code: 'CHK320', ...problem };
  if (
    (context.homeDelivery ?? true) &&
    (isPoBox(address.addressLine1) || isPoBox(address.addressLine2))
  )
    return {
      code: 'SHP500',
      field: isPoBox(address.addressLine1) ? 'addressLine1' : 'addressLine2',
      message: 'Delivery to a PO box is not available',
    };
  return undefined;
}

/**
 * Validates a billing address, first problem wins: `BILL410` phone missing; `PAY400`
 * country missing or not a billing country; `BIL400` a field breaks the country's rule.
 * @returns the problem, or undefined when the address is valid.
 */
export function validateBillingAddress(
  address: AddressInput,
  country: CountryAddressRules | undefined,
): AddressProblem | undefined {
  if (!phoneDigits(address.phone))
    return { code: 'BILL410', field: 'phone', message: 'The billing phone number is required' };
  const countryCode = (address.countryCode ?? address.country ?? '').toUpperCase();
  if (!countryCode || !country?.billing)
    return {
      code: 'PAY400',
      field: 'countryCode',
      message: `Billing addresses in ${countryCode || 'no country'} are not accepted`,
    };
  const problem = firstFieldProblem(address, country.rules, country.dialCode);
  if (problem) return { code: 'BIL400', ...problem };
  return undefined;
}

/** E-mail pattern of spec 1 §5: a local part, `@`, a domain of at least two labels. */
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Name pattern of spec 1 §5: letters (accented too), spaces, `,.'`-` and backtick. */
const namePattern = /^[\p{L} ,.'`-]+$/u;

/**
 * Validates the address of a store delivery (pickup, ship to store, collection point) sent
 * with context `COLLECTION`: the store's or collection point's address plus the pickup
 * contact (spec 1 §5: collection point email, phone and contact, store pickup email —
 * required only for configured locales, so only what is given is checked). First problem wins:
 * `CHK320` an e-mail or a contact name that is not valid; `SHP410` a phone with fewer than
 * 7 digits; `PAY401` a country this site does not serve. A PO box is allowed.
 * @returns the problem, or undefined when the address is acceptable.
 */
export function validateCollectionAddress(
  address: AddressInput,
  siteCountries: readonly string[],
): AddressProblem | undefined {
  const email = address.email?.trim();
  if (email && !emailPattern.test(email))
    return { code: 'CHK320', field: 'email', message: 'email is not valid' };
  for (const field of ['firstName', 'lastName'] as const) {
    const value = address[field]?.trim();
    if (value && !namePattern.test(value))
      return { code: 'CHK320', field, message: `${field} is not valid` };
  }
  if (address.phone?.trim() && phoneDigits(address.phone).length < 7)
    return { code: 'SHP410', field: 'phone', message: 'The pickup phone number is not valid' };
  const countryCode = (address.countryCode ?? address.country ?? '').toUpperCase();
  if (countryCode && !siteCountries.includes(countryCode))
    return {
      code: 'PAY401',
      field: 'countryCode',
      message: `This site cannot ship to ${countryCode}`,
    };
  return undefined;
}
