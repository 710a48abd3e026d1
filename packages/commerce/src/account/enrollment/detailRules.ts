import { phoneError } from '@storefront/api-contract/phone';
import type { DateFormat } from '@storefront/ui';
import {
  birthDateError,
  isoBirthDate,
  type SignUpConfig,
  type SignUpMessages,
} from '../signUp/signUpRules';
import type { ProfileDetailKey } from './enrollmentSteps';

/**
 * The complete-profile steps' field rules (spec 2 §2 mobile and profile steps, spec 2 §5
 * phone, spec 3 §5 birth date): the sign-up form's rules, so a detail is accepted by one
 * rule wherever it is typed. Pure.
 */

/** What the complete-profile steps need of the locale: the sign-up configuration and words. */
export interface EnrollmentDetailRules {
  /** The locale's sign-up rules (dial codes, region, date format, minimal age, today). */
  config: SignUpConfig;
  /** The sign-up form's validation words (`tooYoung` names the age, PRO410). */
  validation: SignUpMessages;
  /** Accessible name of the phone field's dial code picker. */
  dialCodeLabel: string;
}

/** A stored `YYYY-MM-DD` birth date written in `format` (`1990-07-14` → `14/07/1990`); '' if not a date. */
export function birthDateIn(iso: string | null | undefined, format: DateFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year = '', month = '', day = ''] = match;
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day);
}

/**
 * Checks the details typed in a complete-profile step. Empty values are allowed (every step
 * may leave a detail for later, spec 3 §6); a phone must follow the phone rules of spec 2 §5,
 * a birth date must be a real date in the locale's format, not before the minimum date and
 * not later than today minus the country's minimal age (the message names the age).
 * @returns the error message per invalid detail, and the details to save (birth date as
 *   `YYYY-MM-DD`, the phone as stored: '+' + dial code + digits)
 */
export function checkProfileDetails(
  details: Partial<Record<ProfileDetailKey, string>>,
  rules: EnrollmentDetailRules,
): {
  errors: Partial<Record<ProfileDetailKey, string>>;
  values: Partial<Record<ProfileDetailKey, string>>;
} {
  const { config, validation } = rules;
  const errors: Partial<Record<ProfileDetailKey, string>> = {};
  const values: Partial<Record<ProfileDetailKey, string>> = { ...details };
  if (details.phone && phoneError(details.phone, config.phoneEntries, config.region))
    errors.phone = validation.invalidPhone;
  if (details.birthDate !== undefined) {
    const problem = birthDateError(details.birthDate, config, false, validation);
    if (problem) errors.birthDate = problem;
    else if (details.birthDate)
      values.birthDate = isoBirthDate(details.birthDate, config.dateFormat) ?? '';
  }
  return { errors, values };
}
