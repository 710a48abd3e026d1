import { emailPattern } from '@storefront/api-contract';
import { passwordRuleOrder, passwordRules } from '@storefront/ui';
import * as z from 'zod';
import { messageForError } from '../../api/messages';
import type { PasswordRuleMessages } from './labels';

/**
 * The rules of the password forms (spec 1 §5, spec 2 §5, §9: at least 8 characters with an
 * upper case letter, a lower case letter and a digit, one message per requirement; FE872 too
 * short, FE340 confirmation differs) and where each server failure of spec 2 §8 goes. Pure.
 * The requirement checks are ui's `passwordRules`, the same list the hint list shows.
 */

/** A new password: the first unmet requirement's message, in the hint list's order. */
export function newPasswordSchemaWith(words: PasswordRuleMessages) {
  return z.string().superRefine((value, context) => {
    if (!value) {
      context.addIssue({ code: 'custom', message: words.required });
      return;
    }
    const met = passwordRules(value);
    const unmet = passwordRuleOrder.find((rule) => !met[rule]);
    if (unmet) context.addIssue({ code: 'custom', message: words[unmet] });
  });
}

/** Forgot password: the account's email (spec 1 §5 'Email is not valid'). */
export function forgotPasswordSchemaWith(words: PasswordRuleMessages) {
  return z.object({
    email: z.string().trim().min(1, words.required).regex(emailPattern, words.invalidEmail),
  });
}

/** Values of the forgot-password form. */
export type ForgotPasswordValues = z.infer<ReturnType<typeof forgotPasswordSchemaWith>>;

/** Reset from the mail link: new password and its confirmation (FE340 at the confirmation). */
export function resetPasswordSchemaWith(words: PasswordRuleMessages) {
  return z
    .object({
      newPassword: newPasswordSchemaWith(words),
      confirmPassword: z.string().min(1, words.required),
    })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: words.mismatch,
    });
}

/** Values of the reset-password form. */
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchemaWith>>;

/** Change password (signed in): current password, new password, confirmation. */
export function changePasswordSchemaWith(words: PasswordRuleMessages) {
  return z
    .object({
      currentPassword: z.string().min(1, words.required),
      newPassword: newPasswordSchemaWith(words),
      confirmPassword: z.string().min(1, words.required),
    })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: words.mismatch,
    });
}

/** Values of the change-password form. */
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchemaWith>>;

/** A password flow's answer from the host: done, or the failed call's code (and server message). */
export type PasswordResult = { ok: true } | { ok: false; code: string; serverMessage?: string };

/** Where a password flow's failure is shown. */
export interface PasswordFailurePlacement {
  /**
   * The input it belongs to, `form` for the alert above the form, `expired` for the
   * expired-link state of the reset page (AUT402, with a way to ask again).
   */
  field: 'email' | 'currentPassword' | 'newPassword' | 'confirmPassword' | 'form' | 'expired';
  message: string;
}

const fieldOfCode: Record<string, PasswordFailurePlacement['field']> = {
  AUT453: 'email',
  AUT451: 'currentPassword',
  AUT452: 'newPassword',
  AUT450: 'newPassword',
  FE872: 'newPassword',
  API400: 'newPassword',
  FE340: 'confirmPassword',
  AUT402: 'expired',
};

/**
 * Places a password failure (spec 2 §8): AUT453 at the email; AUT451 (incorrect current
 * password) at the current password; AUT452 (same as the previous one), AUT450, FE872 (too
 * short) and API400 (another rule) at the new password; FE340 at the confirmation; AUT402 the
 * expired link; anything else above the form. The message is the error table's wording in
 * `language`, else (English only) the server's; AUT450 and API400 carry the broken rule in the
 * server's message, which is shown in English.
 */
export function placePasswordFailure(
  code: string,
  serverMessage?: string,
  language = 'en',
): PasswordFailurePlacement {
  const field = fieldOfCode[code] ?? 'form';
  const message =
    code === 'API400' && serverMessage && language === 'en'
      ? serverMessage
      : messageForError(code, serverMessage, { locale: language });
  return { field, message };
}
