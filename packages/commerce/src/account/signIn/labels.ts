import { createTranslator } from 'use-intl';
import accountEn from '../../messages/en/account.json';
import type { Translate } from '../../messages/translate';

/** Texts of {@link SignInForm} (the `signIn` group of the `account` catalogue). */
export interface SignInLabels {
  email: string;
  password: string;
  showPassword: string;
  submit: string;
  /** Empty required field (ui `messages.required` in English). */
  required: string;
  /** Malformed email (spec 1 §5 'Email is not valid'). */
  invalidEmail: string;
  /** ISO 639-1 language of the login failure messages (spec 2 §8), e.g. `fr`. */
  language: string;
}

/**
 * The sign-in texts of a translator of the `account` namespace (its `signIn` group). Only
 * strings: a server component may build them and pass them to the client form.
 * @param language ISO 639-1 language of the login failure messages (`languageOf(locale)`)
 */
export function signInLabelsFrom(t: Translate, language: string): SignInLabels {
  return {
    email: t('signIn.email'),
    password: t('signIn.password'),
    showPassword: t('signIn.showPassword'),
    submit: t('signIn.submit'),
    required: t('signIn.required'),
    invalidEmail: t('signIn.invalidEmail'),
    language,
  };
}

/** The English texts (the form's default), from the English `account` catalogue. */
export const signInLabels: SignInLabels = signInLabelsFrom(
  createTranslator({
    locale: 'en-US',
    messages: { account: accountEn },
    namespace: 'account',
  }) as unknown as Translate,
  'en',
);
