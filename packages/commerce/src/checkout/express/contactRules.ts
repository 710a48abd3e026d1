import type { ExpressErrorKind, WalletContact } from './types';

/** Wallet city maximum length (spec 3 §5 "Wallet contacts", §9 "Wallet city max 50"). */
export const walletCityMaxLength = 50;

/**
 * The allowed character set of a wallet contact's fields (spec 3 §5): letters including
 * accented ones, digits, whitespace and basic punctuation (`. , ' ’ - # / & ( )`).
 */
export const walletCharacters = /^[\p{L}\p{M}\d\s.,'’\-#/&()]*$/u;

/** Which rule of spec 3 §5 a contact field breaks. */
export type WalletContactRule = 'required' | 'characters' | 'cityLength' | 'country';

/** One broken rule: the contact field and the rule. */
export interface WalletContactProblem {
  field: keyof WalletContact;
  rule: WalletContactRule;
}

/** What the rules need of the store (the merchant validation's session, spec 3 §5). */
export interface WalletContactRules {
  /** The store's country, ISO alpha-2: the only shipping country. */
  storeCountry: string;
  /** Countries a billing contact may be in (the country list), ISO alpha-2. */
  billingCountries: readonly string[];
}

/** Options of {@link walletContactProblems}. */
export interface WalletContactCheck {
  /** Which contact: the shipping country must be the store's, the billing one in the list. */
  role: 'shipping' | 'billing';
  /**
   * A redacted contact (before authorisation the sheet gives only country, postal code and
   * city): the required-field rule is not checked.
   */
  redacted?: boolean;
}

const blank = (value: string | undefined) => !value || value.trim() === '';
const same = (a: string | undefined, b: string) => (a ?? '').toUpperCase() === b.toUpperCase();

/** The fields checked against the character set: all but phone and email (spec 3 §5). */
const charactersChecked = [
  'givenName',
  'familyName',
  'addressLines',
  'locality',
  'administrativeArea',
  'postalCode',
  'countryCode',
] as const satisfies readonly (keyof WalletContact)[];

/**
 * The rules of spec 3 §5 "Wallet contacts" a contact breaks, in field order, one per field (the
 * first rule broken): address lines, postal code, given and family name non-empty; every field
 * but phone and email in {@link walletCharacters}; city at most {@link walletCityMaxLength}
 * characters; the shipping country equal to the store country, the billing country in the
 * country list. Empty for a valid contact. Safe on both sides: the sheet's host and the
 * server's authorisation check the same rules.
 */
export function walletContactProblems(
  contact: WalletContact,
  rules: WalletContactRules,
  { role, redacted = false }: WalletContactCheck,
): WalletContactProblem[] {
  const problems = new Map<keyof WalletContact, WalletContactRule>();
  const add = (field: keyof WalletContact, rule: WalletContactRule) => {
    if (!problems.has(field)) problems.set(field, rule);
  };
  if (!redacted) {
    if (!contact.addressLines?.some((line) => !blank(line))) add('addressLines', 'required');
    if (blank(contact.postalCode)) add('postalCode', 'required');
    if (blank(contact.givenName)) add('givenName', 'required');
    if (blank(contact.familyName)) add('familyName', 'required');
  }
  for (const field of charactersChecked) {
    const value = contact[field];
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (values.some((v) => !walletCharacters.test(v))) add(field, 'characters');
  }
  if ((contact.locality ?? '').length > walletCityMaxLength) add('locality', 'cityLength');
  const countryOk =
    role === 'shipping'
      ? same(contact.countryCode, rules.storeCountry)
      : rules.billingCountries.some((c) => same(contact.countryCode, c));
  if (!countryOk) add('countryCode', 'country');
  return [...problems].map(([field, rule]) => ({ field, rule }));
}

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
 * The express error kind of a broken rule (spec 3 §8 "Cart and wallet"): a shipping country
 * that is not the store's → `country`, a long city → `cityLength`, anything else (including a
 * billing country outside the list) → `contact`, a field error back to the sheet.
 */
export function contactProblemKind(
  problem: WalletContactProblem,
  role: 'shipping' | 'billing',
): ExpressErrorKind {
  if (problem.rule === 'cityLength') return 'cityLength';
  if (problem.rule === 'country' && role === 'shipping') return 'country';
  return 'contact';
}

/**
 * The first problem of the contacts handed over on authorisation (spec 3 §4 step 5: the
 * contacts are validated first), shipping before billing, with its kind; undefined when both
 * are valid.
 */
export function firstWalletContactProblem(
  shipping: WalletContact,
  billing: WalletContact,
  rules: WalletContactRules,
):
  | (WalletContactProblem & { contact: 'shipping' | 'billing'; kind: ExpressErrorKind })
  | undefined {
  for (const [role, contact] of [
    ['shipping', shipping],
    ['billing', billing],
  ] as const) {
    const [problem] = walletContactProblems(contact, rules, { role });
    if (problem) return { ...problem, contact: role, kind: contactProblemKind(problem, role) };
  }
  return undefined;
}

/**
 * An address of spec 3 §3 "Address (express and PayPal)", the fields PayPal hands over. All
 * optional: {@link paypalAddressProblems} says which are missing.
 */
export interface ExpressAddress {
  addressId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  countryCode?: string;
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  postalCode?: string;
  city?: string;
  province?: string;
  stateCode?: string;
}

/** Fields an address may leave empty (spec 3 §5 "PayPal address"). */
export const paypalOptionalFields = [
  'id',
  'addressId',
  'addressLine2',
  'addressLine3',
  'stateCode',
  'subscriptions',
] as const;

/** Fields every PayPal address has, even when PayPal leaves them out. */
const paypalCoreFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'countryCode',
  'addressLine1',
  'postalCode',
  'city',
] as const satisfies readonly (keyof ExpressAddress)[];

/**
 * The empty fields that make a PayPal address incomplete (spec 3 §5 "PayPal address": any
 * field except id, addressId, addressLine2, addressLine3, stateCode and subscriptions is
 * empty). The fields checked are the core ones (name, e-mail, phone, country code, first line,
 * postal code, city) and every other field the address carries. Empty: complete.
 */
export function paypalAddressProblems(address: ExpressAddress | object): string[] {
  const record = address as Readonly<Record<string, unknown>>;
  const optional = new Set<string>(paypalOptionalFields);
  const fields = new Set<string>([...paypalCoreFields, ...Object.keys(record)]);
  return [...fields].filter((field) => {
    if (optional.has(field)) return false;
    const value = record[field];
    return value === undefined || value === null || String(value).trim() === '';
  });
}

/** Whether a PayPal address is incomplete (spec 3 §5): the shopper returns to /checkout. */
export function isPaypalAddressIncomplete(address: ExpressAddress | object): boolean {
  return paypalAddressProblems(address).length > 0;
}

/**
 * The address of a PayPal (or wallet) contact, in the fields of spec 3 §3: names, e-mail,
 * phone, up to three address lines, city, postal code, country code and, when given, the
 * province (`administrativeArea`, also the state code).
 */
export function addressOfContact(contact: WalletContact): ExpressAddress {
  const lines = contact.addressLines ?? [];
  const address: ExpressAddress = {
    firstName: contact.givenName ?? '',
    lastName: contact.familyName ?? '',
    email: contact.emailAddress ?? '',
    phone: contact.phoneNumber ?? '',
    countryCode: (contact.countryCode ?? '').toUpperCase(),
    addressLine1: lines[0] ?? '',
    postalCode: contact.postalCode ?? '',
    city: contact.locality ?? '',
  };
  if (lines[1]) address.addressLine2 = lines[1];
  if (lines[2]) address.addressLine3 = lines[2];
  if (contact.administrativeArea) {
    address.province = contact.administrativeArea;
    address.stateCode = contact.administrativeArea;
  }
  return address;
}
