/**
 * Phone numbers (spec 2 §5, spec 3 §5): the one implementation of the rules, used by the
 * storefront's forms (through `PhoneField`'s `rules` prop and the form schemas) and by the
 * mock API when it stores a number. No dependency: safe in the browser.
 */

/** The phone field's message (spec 3 §5 "Generic messages"). */
export const invalidPhoneMessage = 'A valid phone number is required';

/**
 * One configured phone code entry (spec 2 §3 "Phone code entry"): the dial code without '+'
 * (e.g. '44'), an optional mask where each `X` is one expected digit, and the country code
 * (ISO 3166-1 alpha-2, e.g. 'GB').
 */
export interface PhoneCodeEntry {
  dialCode: string;
  mask?: string;
  code: string;
}

/** The site's region: 'NORA' is North America; anything else uses the international mask. */
export type PhoneRegion = 'NORA' | (string & {});

/** Default mask in the North America region (spec 2 §5): ten digits. */
export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
/** Default mask outside North America (spec 2 §5): eleven digits. */
export const INTERNATIONAL_MASK = 'XXXX - XXXX - XXX';
/** Dial code of a 10-digit number that matches no configured dial code (spec 2 §5, §9). */
export const DEFAULT_DIAL_CODE = '1';
/** The UK dial code, whose national numbers drop a leading zero (spec 2 §5). */
export const UK_DIAL_CODE = '44';

/** Keeps only the digits 0-9 of `value` (spec 2 §5 "Only digits are kept"). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The default mask of a region (spec 2 §5). */
export function defaultMask(region: PhoneRegion): string {
  return region === 'NORA' ? NORTH_AMERICA_MASK : INTERNATIONAL_MASK;
}

/** The mask for a dial-code entry: its own, else the region's default. */
export function maskFor(entry: PhoneCodeEntry | undefined, region: PhoneRegion): string {
  return entry?.mask ?? defaultMask(region);
}

/** The number of digits a mask expects: its count of `X` characters. */
export function expectedDigitCount(mask: string): number {
  return mask.split('').filter((c) => c === 'X').length;
}

/**
 * Writes `digits` into `mask` as far as they go, for display while typing: literals after the
 * last typed digit are left out, digits beyond the mask are dropped.
 * @example formatWithMask('41655', '(XXX) XXX - XXXX') === '(416) 55'
 */
export function formatWithMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const c of mask) {
    if (i >= digits.length) break;
    if (c === 'X') out += digits[i++];
    else out += c;
  }
  return out;
}

/** The national digits for a dial code: digits only, and for the UK (44) no leading zero. */
export function nationalDigits(value: string, dialCode: string): string {
  const digits = digitsOnly(value);
  return dialCode === UK_DIAL_CODE ? digits.replace(/^0/, '') : digits;
}

/**
 * The stored form of a phone number: '+' + dial code + national digits (spec 2 §5).
 * @example toStoredPhone('44', '07700 900123') === '+447700900123'
 */
export function toStoredPhone(dialCode: string, national: string): string {
  return `+${digitsOnly(dialCode)}${nationalDigits(national, dialCode)}`;
}

/** A phone number split into dial code and national digits. */
export interface ParsedPhone {
  /** Matched or defaulted dial code, or `undefined` when none could be told. */
  dialCode: string | undefined;
  /** The configured entry of the dial code, when one exists. */
  entry: PhoneCodeEntry | undefined;
  national: string;
}

/**
 * Splits a phone number (stored '+447700900123' or as typed) into dial code and national digits
 * (spec 2 §5): digits only; the dial code is matched against `entries` (longest first, and the
 * rest must have the digit count of that entry's mask); a 10-digit number with no match gets
 * dial code 1; for the UK a leading zero is dropped.
 */
export function parsePhone(
  value: string,
  entries: readonly PhoneCodeEntry[],
  region: PhoneRegion = 'NORA',
): ParsedPhone {
  const digits = digitsOnly(value);
  const byLength = [...entries].sort((a, b) => b.dialCode.length - a.dialCode.length);
  for (const entry of byLength) {
    if (!digits.startsWith(entry.dialCode)) continue;
    const national = nationalDigits(digits.slice(entry.dialCode.length), entry.dialCode);
    if (national.length === expectedDigitCount(maskFor(entry, region))) {
      return { dialCode: entry.dialCode, entry, national };
    }
  }
  if (digits.length === 10) {
    const entry = entries.find((e) => e.dialCode === DEFAULT_DIAL_CODE);
    return { dialCode: DEFAULT_DIAL_CODE, entry, national: digits };
  }
  return { dialCode: undefined, entry: undefined, national: digits };
}

/**
 * Whether `national` is a valid number for `entry`: its digit count (after dropping a UK
 * leading zero) equals the mask's `X` count; in North America (dial code 1) it also starts
 * with 2 to 9 (spec 3 §5).
 */
export function isValidPhone(
  national: string,
  entry: PhoneCodeEntry,
  region: PhoneRegion,
): boolean {
  const digits = nationalDigits(national, entry.dialCode);
  if (digits.length !== expectedDigitCount(maskFor(entry, region))) return false;
  return entry.dialCode !== DEFAULT_DIAL_CODE || /^[2-9]/.test(digits);
}

/**
 * Validates a stored phone number ('+' + dial code + digits) against the configured entries.
 * @returns `undefined` when valid, else 'A valid phone number is required' (spec 3 §5).
 */
export function phoneError(
  stored: string,
  entries: readonly PhoneCodeEntry[],
  region: PhoneRegion = 'NORA',
): string | undefined {
  const { entry, national } = parsePhone(stored, entries, region);
  return entry && isValidPhone(national, entry, region) ? undefined : invalidPhoneMessage;
}

/**
 * A configured entry as the utilities answer it (mask with `9` per digit, spec 2 §7
 * `/utilities/i18n`) turned into a {@link PhoneCodeEntry} (mask with `X` per digit).
 */
export function phoneEntryOf(code: {
  dialCode: string;
  mask?: string;
  code: string;
}): PhoneCodeEntry {
  return {
    dialCode: code.dialCode,
    code: code.code,
    ...(code.mask ? { mask: code.mask.replace(/9/g, 'X') } : {}),
  };
}

/** Options of {@link normalisePhone}. */
export interface NormalisePhoneOptions {
  /** The site's region: picks the default mask of an entry without one. */
  region?: PhoneRegion;
  /**
   * Dial code of the site's country (e.g. '44' on en-gb): a number typed without its dial
   * code whose digits fit this entry's mask (after the UK leading zero is dropped) gets it.
   */
  siteDialCode?: string;
}

/**
 * The stored form of a phone number as sent or typed (spec 2 §5): only digits are kept; the
 * dial code is matched against `entries` ({@link parsePhone}); else a number that fits the
 * site country's mask gets the site's dial code (UK: leading zero dropped); else a 10-digit
 * number gets dial code 1; the result is '+' + dial code + digits.
 * @returns the stored number, e.g. `07700 900430` on a UK site → '+447700900430';
 * `undefined` when no dial code can be told (the caller answers
 * {@link invalidPhoneMessage}); '' for a value without digits.
 */
export function normalisePhone(
  value: string,
  entries: readonly PhoneCodeEntry[],
  options: NormalisePhoneOptions = {},
): string | undefined {
  const region = options.region ?? 'NORA';
  const digits = digitsOnly(value);
  if (!digits) return '';
  const international = value.trim().startsWith('+');
  const parsed = parsePhone(digits, entries, region);
  if (
    parsed.entry &&
    (international || parsed.dialCode !== DEFAULT_DIAL_CODE || digits.length !== 10)
  ) {
    return toStoredPhone(parsed.entry.dialCode, parsed.national);
  }
  const site = entries.find((e) => e.dialCode === options.siteDialCode);
  if (!international && site) {
    const national = nationalDigits(digits, site.dialCode);
    if (national.length === expectedDigitCount(maskFor(site, region))) {
      return toStoredPhone(site.dialCode, national);
    }
  }
  if (digits.length === 10) return toStoredPhone(DEFAULT_DIAL_CODE, digits);
  return undefined;
}

/**
 * The rules `PhoneField` (ui) needs to mask and store what is typed: pass this object as its
 * `rules` prop, so the field and the server share one implementation.
 */
export const phoneRules = {
  parsePhone,
  toStoredPhone,
  nationalDigits,
  maskFor,
  expectedDigitCount,
  formatWithMask,
} as const;
