import { emailPattern } from '@storefront/api-contract';
import { messages } from '@storefront/ui';
import * as z from 'zod';
import { messageForError } from '../../api/messages';
import { linkKindOf, type MessagePart, messageParts } from './messageLinks';

/**
 * The rules of the sign-in form (spec 3 §5 "Sign-in": email required, valid, at most 100
 * characters; password required; spec 2 §8 AUT codes): the form's schema and where each login
 * failure is shown, with the links it offers. Pure.
 */

/** Longest email the form accepts (spec 3 §5 "Sign-in", §9 "Email max 100"). */
export const signInEmailMaxLength = 100;

/** The validation messages of the sign-in form (English: ui `messages`). */
export interface SignInMessages {
  required: string;
  invalidEmail: string;
  /** Email longer than {@link signInEmailMaxLength}; English default when absent. */
  tooLong?: string;
}

/**
 * The sign-in form's schema with the locale's messages: email (required, valid, spec 1 §5
 * 'Email is not valid', at most 100 characters) and a password (existing passwords are not
 * re-checked against the sign-up rules).
 */
export function signInSchemaWith(words: SignInMessages) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, words.required)
      .max(
        signInEmailMaxLength,
        words.tooLong ?? `Email must be at most ${signInEmailMaxLength} characters`,
      )
      .regex(emailPattern, words.invalidEmail),
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

/** A link a sign-in failure offers: the forgot-password page or contact us (spec 3 §8). */
export type SignInFailureLink = 'resetPassword' | 'contactUs';

/** The kinds of login failure of spec 2 §8, each with its place and links. */
export type SignInFailureKind =
  | 'credentials'
  | 'lastAttempt'
  | 'locked'
  | 'captcha'
  | 'email'
  | 'system'
  | 'other';

/** Where a sign-in failure is shown and how. */
export interface SignInFailurePlacement {
  /** `email`: at the email input (AUT453); `form`: the alert above the form. */
  field: 'email' | 'form';
  /** `warning` for the last attempt before the lock (AUT426); `error` otherwise. */
  tone: 'error' | 'warning';
  kind: SignInFailureKind;
  /** The message as plain text (links' words included). */
  message: string;
  /**
   * The message in parts: text, and the same-origin links a server message carried (spec 3
   * §8 "reset-password and contact-us links"), rendered as links.
   */
  parts: MessagePart[];
  /** The links offered after the message (not already among `parts`). */
  links: SignInFailureLink[];
}

/**
 * Every sign-in failure code of spec 2 §8 and its kind: invalid credentials (AUT401, 418,
 * 437, 438), last attempt (AUT426), locked (AUT423, 441), captcha failure (AUT403), invalid
 * email format (AUT453), and the system errors of the login and its token call (AUT500,
 * AUT404 cannot authorize, AUT432 authorization failure, AUT409 duplicate token, AUT498
 * invalid customer, GEN500).
 */
export const signInFailureKinds: Readonly<Record<string, SignInFailureKind>> = {
  AUT401: 'credentials',
  AUT418: 'credentials',
  AUT437: 'credentials',
  AUT438: 'credentials',
  AUT426: 'lastAttempt',
  AUT423: 'locked',
  AUT441: 'locked',
  AUT403: 'captcha',
  AUT453: 'email',
  AUT500: 'system',
  AUT404: 'system',
  AUT432: 'system',
  AUT409: 'system',
  AUT498: 'system',
  GEN500: 'system',
};

/** The links each kind offers (spec 3 §8: reset password, contact us). */
const linksOfKind: Record<SignInFailureKind, SignInFailureLink[]> = {
  credentials: ['resetPassword'],
  lastAttempt: ['resetPassword'],
  locked: ['resetPassword', 'contactUs'],
  captcha: [],
  email: [],
  system: ['contactUs'],
  other: ['contactUs'],
};

/**
 * Places a login failure (spec 2 §8, spec 3 §8 "Sign-in error"): its kind from
 * {@link signInFailureKinds} (unknown codes: `other`); AUT453 at the email input, everything
 * else in the alert above the form, AUT426 (last attempt) as a warning. The message is the
 * storefront's wording of the code in `language` (`messageForError`; every credential code
 * words as AUT401), else (English only) the server's, else the generic one. A server message
 * shown as is keeps its same-origin `<a href>` links as links (see {@link messageParts});
 * the links of a server message that is not shown are offered after the wording by their
 * kind. Reset password is offered for credentials, last attempt and locked; contact us for
 * locked, system and unknown failures.
 * @param code the API's error code, e.g. `AUT423`
 * @param serverMessage the first errorDetails message of the envelope, if any
 * @param language ISO 639-1 language of the wording (`languageOf(locale)`), e.g. `fr`
 * @param localePath the page's locale path for the server's relative links, e.g. `en-us`
 */
export function placeSignInFailure(
  code: string,
  serverMessage?: string,
  language = 'en',
  localePath = 'en-us',
): SignInFailurePlacement {
  const kind = signInFailureKinds[code] ?? 'other';
  const serverParts = serverMessage ? messageParts(serverMessage, localePath) : [];
  const plainServer = serverParts.map((part) => part.text).join('');
  const message = messageForError(kind === 'credentials' ? 'AUT401' : code, plainServer, {
    locale: language,
  });
  const shownAsServer = serverMessage !== undefined && message === plainServer;
  const parts = shownAsServer ? serverParts : [{ text: message }];
  const inParts = new Set(parts.flatMap((part) => (part.href ? [linkKindOf(part.href)] : [])));
  const carried = serverParts.flatMap((part) => (part.href ? [linkKindOf(part.href)] : []));
  const links = [...new Set([...linksOfKind[kind], ...carried])].filter(
    (link): link is SignInFailureLink => link !== undefined && !inParts.has(link),
  );
  return {
    field: kind === 'email' ? 'email' : 'form',
    tone: kind === 'lastAttempt' ? 'warning' : 'error',
    kind,
    message,
    parts,
    links,
  };
}
