import { createTranslator } from 'use-intl';
import signInEn from '../../messages/en/signIn.json';
import type { Translate } from '../../messages/translate';
import { signInEmailMaxLength } from './signInRules';

/** Texts of {@link SignInForm} (the `form` and `links` groups of the `signIn` catalogue). */
export interface SignInLabels {
  email: string;
  password: string;
  showPassword: string;
  submit: string;
  /** Empty required field (ui `messages.required` in English). */
  required: string;
  /** Malformed email (spec 1 §5 'Email is not valid'). */
  invalidEmail: string;
  /** Email longer than 100 characters (spec 3 §5 "Sign-in"). */
  tooLong: string;
  /** The links a failure offers (spec 3 §8): reset password, contact us. */
  resetPassword: string;
  contactUs: string;
  /** ISO 639-1 language of the login failure messages (spec 2 §8), e.g. `fr`. */
  language: string;
}

/** Texts of the sign-in dialog and confirmation (the `dialog`, `links`, `confirmation` groups). */
export interface SignInDialogLabels {
  title: string;
  intro: string;
  close: string;
  noAccount: string;
  forgotPassword: string;
  createAccount: string;
  confirmationTitle: string;
  confirmationText: string;
  continue: string;
}

/**
 * The sign-in form's texts of a translator of the `signIn` namespace. Only strings: a server
 * component may build them and pass them to the client form.
 * @param language ISO 639-1 language of the login failure messages (`languageOf(locale)`)
 */
export function signInLabelsFrom(t: Translate, language: string): SignInLabels {
  return {
    email: t('form.email'),
    password: t('form.password'),
    showPassword: t('form.showPassword'),
    submit: t('form.submit'),
    required: t('form.required'),
    invalidEmail: t('form.invalidEmail'),
    tooLong: t('form.tooLong', { max: signInEmailMaxLength }),
    resetPassword: t('links.resetPassword'),
    contactUs: t('links.contactUs'),
    language,
  };
}

/** The sign-in dialog's texts of a translator of the `signIn` namespace (strings only). */
export function signInDialogLabelsFrom(t: Translate): SignInDialogLabels {
  return {
    title: t('dialog.title'),
    intro: t('dialog.intro'),
    close: t('dialog.close'),
    noAccount: t('dialog.noAccount'),
    forgotPassword: t('links.forgotPassword'),
    createAccount: t('links.createAccount'),
    confirmationTitle: t('confirmation.title'),
    confirmationText: t('confirmation.text'),
    continue: t('confirmation.continue'),
  };
}

const englishT = createTranslator({
  locale: 'en-US',
  messages: { signIn: signInEn },
  namespace: 'signIn',
}) as unknown as Translate;

/** The English texts (the form's default), from the English `signIn` catalogue. */
export const signInLabels: SignInLabels = signInLabelsFrom(englishT, 'en');

/** The English dialog texts (the dialog's default). */
export const signInDialogLabels: SignInDialogLabels = signInDialogLabelsFrom(englishT);
