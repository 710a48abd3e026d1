import { emailPattern } from '@storefront/api-contract';
import * as z from 'zod';
import { messageForError } from '../../api/messages';
import { placeSignInFailure } from '../signIn/signInRules';

/**
 * The rules of the agent login form (spec 1 §6 "employees use a separate agent login", §8
 * STR404; spec 2 §8 AUT codes): the schema and where each failure is shown. Pure.
 */

/** The validation messages of the agent login form. */
export interface AgentLoginMessages {
  required: string;
  invalidEmail: string;
  invalidStoreId: string;
}

/** A store number: 1 to 8 digits (the seeded stores are four, e.g. `0101`). */
export const storeIdPattern = /^\d{1,8}$/;

/** The agent login schema with the locale's messages: email, password and store number. */
export function agentLoginSchemaWith(words: AgentLoginMessages) {
  return z.object({
    email: z.string().trim().min(1, words.required).regex(emailPattern, words.invalidEmail),
    password: z.string().min(1, words.required),
    storeId: z.string().trim().min(1, words.required).regex(storeIdPattern, words.invalidStoreId),
  });
}

/** The agent login form's values. */
export type AgentLoginValues = z.infer<ReturnType<typeof agentLoginSchemaWith>>;

/** Where an agent login failure is shown and how. */
export interface AgentLoginFailurePlacement {
  /** `storeId`: at the store input (STR404); `email`: at the email input (AUT453); else the form. */
  field: 'storeId' | 'email' | 'form';
  tone: 'error' | 'warning';
  message: string;
}

/**
 * Places an agent login failure: STR404 (employee store not found, spec 1 §8) at the store
 * number; every login code as the sign-in form places it (`placeSignInFailure`: AUT401 and
 * the credential codes, AUT426 a warning, AUT423/441 locked, AUT403 captcha, AUT453 the email,
 * anything else the form). Messages in `language` (`messageForError`).
 */
export function placeAgentLoginFailure(
  code: string,
  serverMessage?: string,
  language = 'en',
): AgentLoginFailurePlacement {
  if (code === 'STR404') {
    return {
      field: 'storeId',
      tone: 'error',
      message: messageForError('STR404', serverMessage, { locale: language }),
    };
  }
  return placeSignInFailure(code, serverMessage, language);
}
