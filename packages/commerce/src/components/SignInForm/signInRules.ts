import { emailPattern } from '@storefront/api-contract';
import { messages } from '@storefront/ui';
import * as z from 'zod';
import { messageForError } from '../../api/messages';

/**
 * The rules of the plain sign-in form (spec 1 §5 email rule, §6 Registered login; spec 2 §8
 * AUT codes): the form's schema and where each login failure is shown. Pure.
 */

/** The sign-in form's schema: email (spec 1 §5 'Email is not valid') and a password. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, messages.required).regex(emailPattern, messages.email),
  /** Existing passwords are not re-checked against the sign-up rules: only required. */
  password: z.string().min(1, messages.required),
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
 * storefront's wording of the code (`messageForError`), else the server's, else the generic one.
 */
export function placeSignInFailure(code: string, serverMessage?: string): SignInFailurePlacement {
  const message = messageForError(credentialCodes.includes(code) ? 'AUT401' : code, serverMessage);
  if (code === 'AUT453') return { field: 'email', tone: 'error', message };
  return { field: 'form', tone: code === 'AUT426' ? 'warning' : 'error', message };
}
