import { storyTranslator } from '../../messages/labelsIn';
import { type PasswordLabels, passwordLabelsFrom } from './labels';
import type { PasswordResult } from './passwordRules';

/** The password flows' words of a language, built from the catalogue (stories only). */
export function passwordLabelsIn(language: 'en' | 'fr'): PasswordLabels {
  return passwordLabelsFrom(storyTranslator(language, 'password'), language);
}

/** The mock API's answers by a password typed in a story (stories only). */
export const passwordAnswers: Record<string, PasswordResult> = {
  Wrong1234: { ok: false, code: 'AUT451', serverMessage: 'The current password is incorrect' },
  Same1234: {
    ok: false,
    code: 'AUT452',
    serverMessage: 'The new password must differ from the previous one',
  },
  Expired123: { ok: false, code: 'AUT402', serverMessage: 'The password reset link has expired' },
  Broken123: { ok: false, code: 'AUT500', serverMessage: 'Login system error' },
};
