import { emailPattern } from '@storefront/api-contract';
import { messages } from '@storefront/ui';
import * as z from 'zod';
import { messageForError } from '../../api/messages';

/**
 * The rules of the plain sign-in form (spec 1 §5 email rule, §6 Registered login; spec 2 §8
 * AUT codes): the form's schema and where each login failure is shown. Pure.
 */

/** The validation messages of the sign-in form (English: ui `messages`). */
export interface SignInMessages {
  required: string;
  invalidEmail: string;
}

/**
 * The sign-in form's schema with the locale's messages: email (spec 1 §5 'Email is not
 * valid') and a password (existing passwords are not re-checked against the sign-up rules).
 */
export function signInSchemaWith(words: SignInMessages) {
  return z.object({
    email: z.string().trim().min(1, words.required).regex(emailPattern, words.invalidEmail),
    password: z.string().min(1, words.required),
  });
}

/** The sign-in form's schema with the English messages (spec 1 §5). */
export const signInSchema = signInSchemaWith({
  required: messages.required,
  invalidEmail: messages.email,
});

/** The sign-in form's values. */
export type SignInValues = z.infer<typeof signInSchema>;

/** Where a sign-in failure is shown and how. */
export interface SignInFailurePlacement {
  /** `email`: at the email input (AUT453); `form`: the alert above the form. */
  field: 'email' | 'form';
  /** `warning` for the last attempt before the lock (AUT426); `error` otherwise. */
  tone: 'error' | 'warning';
  message: string;
}

/** Invalid credentials (spec 2 §8). */
const credentialCodes = ['AUT401', 'AUT418', 'AUT437', 'AUT438'];

/**
 * Places a login failure (spec 2 §8): AUT401/418/437/438 invalid credentials, AUT426 last
 * attempt (a warning), AUT423/441 account locked, AUT403 captcha failure, AUT500 and anything
 * else in the alert above the form; AUT453 at the email input. The message is the
 * storefront's wording of the code in `language` (`messageForError` with the locale, e.g. `fr`),
 * else (English only) the server's, else the generic one.
 */
export function placeSignInFailure(
  code: string,
  serverMessage?: string,
  language = 'en',
): SignInFailurePlacement {
  const message = messageForError(credentialCodes.includes(code) ? 'AUT401' : code, serverMessage, {
    locale: language,
  });
  if (code === 'AUT453') return { field: 'email', tone: 'error', message };
  return { field: 'form', tone: code === 'AUT426' ? 'warning' : 'error', message };
}
