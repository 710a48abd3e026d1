import { storyTranslator } from '../../messages/labelsIn';
import { passwordLabels } from '../password/labels';
import { signUpLabelsFrom } from '../signUp/labels';
import type { EnrollmentDetailRules } from './detailRules';
import type { EnrollmentSaveResult } from './EnrollmentFlow.client';
import type { EnrollmentProfile } from './enrollmentSteps';
import { type EnrollmentLabels, enrollmentLabelsFrom } from './labels';

/** The enrolment words of a language, from the catalogue (stories only). */
export function enrollmentLabelsIn(language: 'en' | 'fr'): EnrollmentLabels {
  return enrollmentLabelsFrom(storyTranslator(language, 'enrollment'), language);
}

/** The story locale of each language: en-US, fr-CA. */
const storyLocales = {
  en: { dateFormat: 'MM/DD/YYYY', country: 'US' },
  fr: { dateFormat: 'DD/MM/YYYY', country: 'CA' },
} as const;

/**
 * The complete-profile steps' rules of a story locale (en-US or fr-CA): the sign-up form's
 * configuration and validation words (stories only; the host reads them from the API).
 */
export function enrollmentDetailRulesIn(language: 'en' | 'fr'): EnrollmentDetailRules {
  const signUp = signUpLabelsFrom(storyTranslator(language, 'signUp'), language, passwordLabels);
  const { dateFormat, country } = storyLocales[language];
  return {
    config: {
      minimalAge: 16,
      today: '2026-11-26',
      birthDateRequired: false,
      phoneRequired: false,
      genderRequired: false,
      dateFormat,
      phoneEntries: [
        { dialCode: '1', code: country, mask: '(XXX) XXX - XXXX' },
        { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
      ],
      region: 'NORA',
    },
    validation: signUp.validation,
    dialCodeLabel: signUp.dialCode,
  };
}

/** A partially enrolled profile: an email, no phone, name, postal code or birth date. */
export const partialProfile: EnrollmentProfile = {
  consumerDetails: { email: 'ada@example.com' },
  isLoyaltyMember: false,
  preferences: { interests: '' },
};

/** A member with a phone, missing the rest. */
export const memberWithPhone: EnrollmentProfile = {
  consumerDetails: { email: 'ada@example.com', phone: '+13035550142', firstName: 'Ada' },
  isLoyaltyMember: true,
  preferences: { interests: '' },
};

/**
 * A fake save: merges the update into the profile; phone `+13035550000` is AUT442 (stories
 * only).
 */
export function fakeSave(start: EnrollmentProfile) {
  let profile = start;
  return async (update: {
    details?: Record<string, string>;
    interests?: string;
  }): Promise<EnrollmentSaveResult> => {
    if (update.details?.phone === '+13035550000') {
      return { ok: false, code: 'AUT442', serverMessage: 'This phone number is already in use' };
    }
    const details = Object.fromEntries(
      Object.entries(update.details ?? {}).filter(([, value]) => value !== ''),
    );
    profile = {
      ...profile,
      consumerDetails: { ...profile.consumerDetails, ...details },
      preferences: { interests: update.interests ?? profile.preferences?.interests ?? '' },
    };
    return { ok: true, profile };
  };
}
