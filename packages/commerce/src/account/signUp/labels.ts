import { placeholders } from '@storefront/ui';
import { createTranslator } from 'use-intl';
import signUpEn from '../../messages/en/signUp.json';
import type { Translate } from '../../messages/translate';
import { type PasswordHintLabels, passwordLabels } from '../password/labels';
import type { SignUpMessages } from './signUpRules';

/** Texts of {@link SignUpForm} (the `signUp` catalogue). Only strings: built on the server. */
export interface SignUpLabels {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The one password hint list (the `password` namespace's, spec 3 §5) and its toggle. */
  passwordHints: PasswordHintLabels;
  birthDate: string;
  phone: string;
  dialCode: string;
  gender: string;
  genderPlaceholder: string;
  genders: { female: string; male: string; other: string; unspecified: string };
  postalCode: string;
  newsletter: string;
  loyaltyTerms: string;
  brandTerms: string;
  policy: string;
  sms: string;
  smsTerms: string;
  smsAccept: string;
  smsAccepted: string;
  termsLink: string;
  submit: string;
  success: string;
  validation: SignUpMessages;
  /** ISO 639-1 language of the API failure messages (spec 3 §8), e.g. `fr`. */
  language: string;
}

const keys = [
  'firstName',
  'lastName',
  'email',
  'password',
  'birthDate',
  'phone',
  'dialCode',
  'gender',
  'genderPlaceholder',
  'postalCode',
  'newsletter',
  'loyaltyTerms',
  'brandTerms',
  'policy',
  'sms',
  'smsTerms',
  'smsAccept',
  'smsAccepted',
  'termsLink',
  'submit',
  'success',
] as const;

const validationKeys = [
  'required',
  'requiredCheckbox',
  'invalidEmail',
  'invalidPassword',
  'invalidDate',
  'birthDateTooEarly',
  'tooYoung',
  'invalidPhone',
  'invalidPostalCode',
  'nameLength',
] as const;

/**
 * The sign-up texts of a translator of the `signUp` namespace. Messages with a placeholder
 * (`{format}`, `{age}`, `{mask}`) stay templates (`placeholders`; the built app ships compiled
 * messages, so never `t.raw`): the rules fill them.
 * @param language ISO 639-1 language (`languageOf(locale)`)
 * @param passwordHints the one hint list's words in the same language
 *   (`passwordHintLabelsFrom` of the `password` namespace)
 */
export function signUpLabelsFrom(
  t: Translate,
  language: string,
  passwordHints: PasswordHintLabels,
): SignUpLabels {
  const words = Object.fromEntries(keys.map((k) => [k, t(k)])) as Record<
    (typeof keys)[number],
    string
  >;
  const validation = Object.fromEntries(
    validationKeys.map((k) => [k, t(`validation.${k}`, placeholders('format', 'age', 'mask'))]),
  ) as unknown as SignUpMessages;
  return {
    ...words,
    passwordHints,
    genders: {
      female: t('genders.female'),
      male: t('genders.male'),
      other: t('genders.other'),
      unspecified: t('genders.unspecified'),
    },
    validation,
    language,
  };
}

/** The English texts (the form's default), from the English `signUp` catalogue. */
export const signUpLabels: SignUpLabels = signUpLabelsFrom(
  createTranslator({
    locale: 'en-US',
    messages: { signUp: signUpEn },
    namespace: 'signUp',
  }) as unknown as Translate,
  'en',
  passwordLabels,
);
