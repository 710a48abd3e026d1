import { emailPattern, passwordProblem } from '@storefront/api-contract';
import {
  invalidPhoneMessage,
  normalisePhone,
  type PhoneCodeEntry,
} from '@storefront/api-contract/phone';
import { ApiHttpError } from '../errors';

const passwordMessages = {
  tooShort: 'Password must be at least 8 characters',
  upperCase: 'Password must contain an upper case letter',
  lowerCase: 'Password must contain a lower case letter',
  digit: 'Password must contain a digit',
} as const;

/**
 * Checks a new password against spec 1 §5.
 * @throws 400 `FE872` too short; 400 `codeForOtherRules` (default `API400`) a missing upper
 * case letter, lower case letter or digit; 400 `FE340` confirmation differs.
 */
export function assertNewPassword(
  password: string,
  confirmPassword: string | undefined,
  codeForOtherRules: 'API400' | 'AUT450' = 'API400',
): void {
  const problem = passwordProblem(password);
  if (problem === 'tooShort') throw new ApiHttpError(400, 'FE872', passwordMessages.tooShort);
  if (problem) throw new ApiHttpError(400, codeForOtherRules, passwordMessages[problem]);
  if (confirmPassword !== undefined && confirmPassword !== password) {
    throw new ApiHttpError(400, 'FE340', 'Passwords do not match');
  }
}

/** Checks an email address (spec 1 §5). @throws 400 `AUT453` 'Email is not valid'. */
export function assertEmail(email: string): void {
  if (!emailPattern.test(email.trim())) throw new ApiHttpError(400, 'AUT453', 'Email is not valid');
}

/** Whether `YYYY-MM-DD` is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Full years between a `YYYY-MM-DD` birth date and `now`. */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

/**
 * Checks a birth date (spec 2 §5): `required` when missing → 400 `PRO411`; not a real date
 * → 400 `PRO400` 'Date should match YYYY-MM-DD and be a valid date.'; younger than
 * `minimalAge` (the country's, utilities i18n) → 400 `PRO410`.
 */
export function assertBirthDate(
  birthDate: string | undefined,
  options: { required: boolean; minimalAge: number; now: Date },
): void {
  if (!birthDate) {
    if (options.required) throw new ApiHttpError(400, 'PRO411', 'Birthdate is missing');
    return;
  }
  if (!isCalendarDate(birthDate)) {
    throw new ApiHttpError(400, 'PRO400', 'Date should match YYYY-MM-DD and be a valid date.');
  }
  if (ageOn(birthDate, options.now) < options.minimalAge) {
    throw new ApiHttpError(400, 'PRO410', `Consumer must be at least ${options.minimalAge}`);
  }
}

/**
 * The phone context of a request: every configured dial code (countries' i18n phone codes)
 * and the dial code of the request's site country (spec 2 §5).
 */
export interface SitePhone {
  entries: PhoneCodeEntry[];
  siteDialCode?: string;
}

/**
 * A phone number as stored: '+' + dial code + digits, by the one implementation of the
 * rules (`normalisePhone` of `@storefront/api-contract/phone`, spec 2 §5): `07700 900430`
 * on a UK site is '+447700900430'.
 * @throws 400 `API400` "A valid phone number is required" when no dial code can be told
 */
export function storedPhone(phone: string, site: SitePhone): string {
  const stored = normalisePhone(phone, site.entries, { siteDialCode: site.siteDialCode });
  if (stored === undefined) throw new ApiHttpError(400, 'API400', invalidPhoneMessage);
  return stored;
}
