import type { PasswordRule } from '@storefront/ui';
import { createTranslator } from 'use-intl';
import passwordEn from '../../messages/en/password.json';
import type { Translate } from '../../messages/translate';

/** The one password hint list (spec 3 §5) and its screen-reader states. */
export interface PasswordHintLabels {
  /** One line per rule: eight or more characters, one uppercase, one lowercase, one number. */
  hints: Record<PasswordRule, string>;
  /** Accessible name of the list. */
  hintsLabel: string;
  /** Read after a met hint, e.g. ' (met)'. */
  met: string;
  /** Read after an unmet hint. */
  notMet: string;
  /** Accessible name of the show/hide toggle. */
  showPassword: string;
}

/** Validation messages of the password forms (spec 1 §5: one message per requirement). */
export interface PasswordRuleMessages {
  required: string;
  invalidEmail: string;
  /** FE872. */
  minLength: string;
  uppercase: string;
  lowercase: string;
  number: string;
  /** FE340. */
  mismatch: string;
}

/**
 * Every word of the password flows (the `password` namespace): forgot password, reset from
 * the mail link, change password (spec 1 §7, spec 2 §2, §8). Strings only, so a server
 * component may build them and hand them to a client form.
 */
export interface PasswordLabels extends PasswordHintLabels {
  rules: PasswordRuleMessages;
  forgot: {
    title: string;
    intro: string;
    email: string;
    submit: string;
    sentTitle: string;
    /** Template with `{email}`: filled in the browser with the address the shopper typed. */
    sent: string;
    again: string;
    backToSignIn: string;
  };
  reset: {
    title: string;
    intro: string;
    newPassword: string;
    confirmPassword: string;
    submit: string;
    doneTitle: string;
    done: string;
    signIn: string;
    expiredTitle: string;
    askAgain: string;
    missingToken: string;
  };
  change: {
    title: string;
    intro: string;
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
    submit: string;
    done: string;
    forgot: string;
  };
  /** ISO 639-1 language of the server failures' wording (spec 2 §8), e.g. `fr`. */
  language: string;
}

const group = <K extends string>(t: Translate, prefix: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;

/** The hint list's words of a translator of the `password` namespace. */
export function passwordHintLabelsFrom(t: Translate): PasswordHintLabels {
  return {
    hints: group(t, 'hints', ['minLength', 'uppercase', 'lowercase', 'number'] as const),
    hintsLabel: t('hints.label'),
    met: t('hints.met'),
    notMet: t('hints.notMet'),
    showPassword: t('showPassword'),
  };
}

/**
 * The password flows' words of a translator of the `password` namespace (next-intl's
 * `getTranslations({ locale, namespace: 'password' })` on the server).
 * @param language ISO 639-1 language of server failures (`languageOf(locale)`)
 */
export function passwordLabelsFrom(t: Translate, language: string): PasswordLabels {
  return {
    ...passwordHintLabelsFrom(t),
    rules: group(t, 'rules', [
      'required',
      'invalidEmail',
      'minLength',
      'uppercase',
      'lowercase',
      'number',
      'mismatch',
    ] as const),
    forgot: {
      ...group(t, 'forgot', [
        'title',
        'intro',
        'email',
        'submit',
        'sentTitle',
        'again',
        'backToSignIn',
      ] as const),
      // The placeholder kept for the browser (the built app's catalogue is compiled: no raw ICU).
      sent: t('forgot.sent', { email: '{email}' }),
    },
    reset: group(t, 'reset', [
      'title',
      'intro',
      'newPassword',
      'confirmPassword',
      'submit',
      'doneTitle',
      'done',
      'signIn',
      'expiredTitle',
      'askAgain',
      'missingToken',
    ] as const),
    change: group(t, 'change', [
      'title',
      'intro',
      'currentPassword',
      'newPassword',
      'confirmPassword',
      'submit',
      'done',
      'forgot',
    ] as const),
    language,
  };
}

/** The English words (the forms' default), from the English `password` catalogue. */
export const passwordLabels: PasswordLabels = passwordLabelsFrom(
  createTranslator({
    locale: 'en-US',
    messages: { password: passwordEn },
    namespace: 'password',
  }) as unknown as Translate,
  'en',
);
