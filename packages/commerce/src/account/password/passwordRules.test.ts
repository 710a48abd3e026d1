import { passwordProblem } from '@storefront/api-contract';
import { passwordRules } from '@storefront/ui';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { commerceMessages } from '../../messages';
import type { Translate } from '../../messages/translate';
import { passwordLabels, passwordLabelsFrom } from './labels';
import {
  changePasswordSchemaWith,
  forgotPasswordSchemaWith,
  newPasswordSchemaWith,
  placePasswordFailure,
  resetPasswordSchemaWith,
} from './passwordRules';

const words = passwordLabels.rules;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('newPasswordSchemaWith (spec 1 §5: one message per requirement)', () => {
  it.each([
    ['', words.required],
    ['Abc1', words.minLength],
    ['abcdefg1', words.uppercase],
    ['ABCDEFG1', words.lowercase],
    ['Abcdefgh', words.number],
    ['Abcdefg1', undefined],
    ['Éléphant9', undefined],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(newPasswordSchemaWith(words).safeParse(value))).toBe(message);
  });

  it('checks what the API checks (ui hint list and the contract agree on every sample)', () => {
    for (const sample of [
      '',
      'short1A',
      'abcdefg1',
      'ABCDEFG1',
      'Abcdefgh',
      'Abcdefg1',
      'ÉCOLEé12',
    ]) {
      const met = passwordRules(sample);
      const uiValid = met.minLength && met.uppercase && met.lowercase && met.number;
      expect(uiValid, sample).toBe(passwordProblem(sample) === null);
    }
  });
});

describe('the forms’ schemas', () => {
  it('forgot password: a valid email (spec 1 §5)', () => {
    const schema = forgotPasswordSchemaWith(words);
    expect(firstMessage(schema.safeParse({ email: '' }))).toBe(words.required);
    expect(firstMessage(schema.safeParse({ email: 'ada@example' }))).toBe(words.invalidEmail);
    expect(schema.safeParse({ email: ' ada@example.com ' }).success).toBe(true);
  });

  it('reset: the confirmation must match (FE340) at the confirmation', () => {
    const result = resetPasswordSchemaWith(words).safeParse({
      newPassword: 'Trail1234',
      confirmPassword: 'Trail12345',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: words.mismatch,
    });
  });

  it('change: the current password is required, the new one follows the rules', () => {
    const result = changePasswordSchemaWith(words).safeParse({
      currentPassword: '',
      newPassword: 'trail',
      confirmPassword: 'trail',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ currentPassword: words.required, newPassword: words.minLength });
  });
});

describe('placePasswordFailure (spec 2 §8)', () => {
  it.each([
    ['AUT451', 'currentPassword', 'Your current password is incorrect.'],
    ['AUT452', 'newPassword', 'Your new password must be different from your previous password.'],
    ['FE872', 'newPassword', 'Your password must be at least 8 characters long.'],
    ['FE340', 'confirmPassword', 'The passwords do not match.'],
    ['AUT402', 'expired', 'Your password reset link has expired. Please request a new one.'],
    ['AUT453', 'email', 'Please enter a valid email address.'],
  ])('%s → %s', (code, field, message) => {
    expect(placePasswordFailure(code)).toEqual({ field, message });
  });

  it('AUT450 goes to the new password; an unknown code above the form', () => {
    expect(placePasswordFailure('AUT450').field).toBe('newPassword');
    expect(placePasswordFailure('GEN500').field).toBe('form');
  });

  it('words the failure in the language asked', () => {
    expect(placePasswordFailure('AUT451', undefined, 'fr').message).toBe(
      'Votre mot de passe actuel est incorrect.',
    );
  });
});

describe('password labels', () => {
  const t = (language: 'en' | 'fr') =>
    createTranslator({
      locale: language,
      messages: commerceMessages[language],
      namespace: 'password',
    }) as unknown as Translate;

  it('have every word in English and French', () => {
    const en = passwordLabelsFrom(t('en'), 'en');
    const fr = passwordLabelsFrom(t('fr'), 'fr');
    const flat = (value: object): string[] =>
      Object.values(value).flatMap((v) => (typeof v === 'object' ? flat(v) : [String(v)]));
    for (const word of [...flat(en), ...flat(fr)]) expect(word).not.toMatch(/^password\./);
    expect(fr.hints.minLength).toBe('Huit caractères ou plus');
    expect(en.forgot.sent).toContain('{email}');
  });
});
