import {
  type CheckoutAddress,
  type CountryI18n,
  defaultAddressRules,
  type FieldRule,
} from '@storefront/api-contract';
import { type PhoneCodeEntry, phoneEntryOf } from '@storefront/api-contract/phone';
import type { CheckoutLabels } from './labels';

/**
 * The address form of the checkout (spec 3 §5 "Address defaults" with per-country overrides,
 * spec 2 §5 phone rules, spec 1 §5 name and email messages). Client-side: the same rules the
 * cart service checks, so most problems show at their field before any call. Zod-free: the
 * form's schema is `addressSchema` (./addressSchema), which the form loads on first validation.
 */

/** The address form's values (phone stored as '+' + dial code + digits). */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
}

/** Empty address values for a country. */
export function emptyAddress(countryCode: string): AddressFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    province: '',
    postalCode: '',
    countryCode,
  };
}

/** Address form values from a basket address (missing fields empty). */
export function addressValues(
  address: Partial<CheckoutAddress> | undefined,
  countryCode: string,
): AddressFormValues {
  const base = emptyAddress(address?.countryCode ?? countryCode);
  if (!address) return base;
  return {
    ...base,
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    email: address.email ?? '',
    phone: address.phone ?? '',
    addressLine1: address.addressLine1 ?? '',
    addressLine2: address.addressLine2 ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    postalCode: address.postalCode ?? '',
  };
}

/** The address call body of form values (empty optional fields left out). */
export function addressOfValues(values: AddressFormValues): CheckoutAddress {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as unknown as AddressFormValues;
  return {
    firstName: trimmed.firstName,
    lastName: trimmed.lastName,
    email: trimmed.email,
    phone: trimmed.phone,
    addressLine1: trimmed.addressLine1,
    ...(trimmed.addressLine2 ? { addressLine2: trimmed.addressLine2 } : {}),
    city: trimmed.city,
    ...(trimmed.province ? { province: trimmed.province } : {}),
    postalCode: trimmed.postalCode,
    countryCode: trimmed.countryCode,
    country: trimmed.countryCode,
  };
}

/**
 * Phone code entries of the i18n answer for the phone field: the API's mask writes a digit
 * as `9`, the field's as `X` (spec 2 §5: mask X characters give the expected digit count).
 */
export function phoneEntriesOf(i18n: Pick<CountryI18n, 'phoneCodes'>[]): PhoneCodeEntry[] {
  const seen = new Set<string>();
  const entries: PhoneCodeEntry[] = [];
  for (const country of i18n) {
    for (const code of country.phoneCodes) {
      if (seen.has(code.code)) continue;
      seen.add(code.code);
      entries.push(phoneEntryOf(code));
    }
  }
  return entries;
}

/** Name rule (spec 1 §5): letters incl. accented, spaces, comma, period, apostrophe, backtick, hyphen. */
export const namePattern = /^[\p{L}\s,.'`-]+$/u;
/** Email rule (spec 1 §5): a standard address with a domain of at least two labels. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The rules of a country (the i18n answer's, else the defaults), field → rule. */
export function rulesOf(
  i18n: Pick<CountryI18n, 'addressRules'> | undefined,
): Record<string, FieldRule> {
  return { ...defaultAddressRules, ...(i18n?.addressRules ?? {}) };
}

/**
 * The address form's messages in the page's language: the checkout words' `fieldMessages`
 * plus the empty-required message (spec 3 §5 generic messages, spec 1 §5 name and email).
 */
export type AddressMessages = CheckoutLabels['fieldMessages'] & { required: string };

/** The address messages of a language's checkout words. */
export function addressMessagesOf(labels: CheckoutLabels): AddressMessages {
  return { ...labels.fieldMessages, required: labels.required };
}

/**
 * The message of a field rule broken by `value`, or undefined (spec 3 §5 generic messages):
 * empty and required, not the exact length (equal min and max), too short, too long, or not
 * matching the pattern (`what`: the example shape the message names).
 */
export function ruleError(
  value: string,
  rule: FieldRule | undefined,
  what: string,
  text: AddressMessages,
): string | undefined {
  const v = value.trim();
  if (!rule) return undefined;
  if (!v) return rule.required ? text.required : undefined;
  if (
    rule.min !== undefined &&
    rule.max !== undefined &&
    rule.min === rule.max &&
    v.length !== rule.min
  )
    return text.exactLength(rule.min);
  if (rule.min !== undefined && v.length < rule.min) return text.minLength(rule.min);
  if (rule.max !== undefined && v.length > rule.max) return text.maxLength(rule.max);
  if (rule.pattern && !new RegExp(rule.pattern).test(v)) return text.pattern(what);
  return undefined;
}
