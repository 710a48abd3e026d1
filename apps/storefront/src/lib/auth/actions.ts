'use server';

import { findLocale } from '@storefront/api-contract';
import {
  ApiError,
  createAuthService,
  mergedCartNotice,
  type SignInResult,
  signInSchema,
} from '@storefront/commerce';
import * as z from 'zod';
import {
  apiClientFor,
  clearSession,
  guestObjectsOfSession,
  newGuestSession,
  readRefreshToken,
  readSession,
  writeRegisteredSession,
} from '../session/session';
import { afterSignOutPath, safeReturnTo } from './returnTo';

/**
 * The sign-in and sign-out server actions (spec 1 §4 "Guest and login", §6 Registered
 * consumer, §7 "Authentication"; spec 2 §8 AUT codes). Tokens go to httpOnly cookies and
 * never reach the page; the answers carry only where to go next or the error code. They
 * never throw (Next masks thrown errors in production).
 */

/** A sign-in answer: where to go (a same-origin path), or the failure's code. */
export type SignInActionResult =
  | { ok: true; redirectTo: string }
  | Extract<SignInResult, { ok: false }>;

const inputSchema = signInSchema.extend({
  returnTo: z.string().max(2000).optional(),
  /** The captcha widget's one-time response for `login` (spec 3 §7); missing: `AUT403`. */
  captchaResponse: z.string().max(4000).optional(),
});

function failureOf(event: string, error: unknown): Extract<SignInResult, { ok: false }> {
  const api = error instanceof ApiError ? error : undefined;
  console.error(
    JSON.stringify({
      level: 'warn',
      event,
      errorId: api?.errorId ?? 'AUT500',
      status: api?.status,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  return {
    ok: false,
    code: api?.errorId ?? 'AUT500',
    ...(api?.serverMessage ? { serverMessage: api.serverMessage } : {}),
  };
}

/**
 * Signs a registered consumer in: POST /consumers-v3/auth/signin with a fresh PKCE S256
 * challenge and the captcha response, then the Registered token call with the verifier and
 * the guest objects of the session (the guest's consumer and basket: the mock API merges
 * basket, favorites and saved-for-later into the account). Stores the tokens and the
 * account's basket id in the httpOnly cookies, and the one-time merged-cart flash when the
 * cart's item count rose (spec 1 §4).
 * @param localePath e.g. `en-us` (unknown: `API400`)
 * @param input `{ email, password, returnTo?, captchaResponse }` (invalid: `API400`); the
 * captcha response is the browser widget's, sent on as given (none: `AUT403`, no call made)
 * @returns `{ ok: true, redirectTo }` (returnTo when same-origin, else the locale home) or
 * `{ ok: false, code }`: `AUT401` (and 418/437/438) credentials, `AUT426` last attempt,
 * `AUT423`/`AUT441` locked, `AUT403` captcha, `AUT404`/`AUT432` token call, `AUT500` other.
 */
export async function signInAction(
  localePath: string,
  input: unknown,
): Promise<SignInActionResult> {
  const locale = findLocale(localePath);
  if (!locale) return { ok: false, code: 'API400', serverMessage: 'Unknown locale' };
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'API400' };
  const { email, password, returnTo, captchaResponse } = parsed.data;
  if (!captchaResponse) return { ok: false, code: 'AUT403' };
  try {
    const guestObjects = await guestObjectsOfSession();
    const session = await createAuthService(apiClientFor(locale)).login(
      { username: email, password, captchaResponse },
      guestObjects,
    );
    if (!session) return { ok: false, code: 'AUT500' };
    const merged = mergedCartNotice(session.merged, locale.language);
    await writeRegisteredSession(session, merged ? 'mergedCart' : undefined);
    return { ok: true, redirectTo: safeReturnTo(returnTo, locale.path) };
  } catch (error) {
    return failureOf('auth.signIn', error);
  }
}

/**
 * Signs out (spec 1 §4 "Logout clears all local stores and obtains a new guest token"):
 * revokes the refresh token (POST /consumers-v3/consumer/auth/signout; a failure is logged,
 * the cookies go anyway), removes the session cookies and starts a new guest session. The
 * page then clears its local cart and goes to {@link afterSignOutPath}.
 * @param currentPath the page's path and query
 * @returns `{ ok: true, redirectTo }`; never fails (a failed new guest token is created on demand later)
 */
export async function signOutAction(
  localePath: string,
  currentPath: string,
): Promise<{ ok: true; redirectTo: string }> {
  const locale = findLocale(localePath) ?? findLocale('en-us');
  const redirectTo = afterSignOutPath(currentPath, locale?.path ?? 'en-us');
  if (!locale) return { ok: true, redirectTo };
  const refreshToken = await readRefreshToken();
  if (refreshToken && (await readSession()).signedIn) {
    try {
      await createAuthService(apiClientFor(locale)).signOut(refreshToken);
    } catch (error) {
      failureOf('auth.signOut', error);
    }
  }
  await clearSession();
  try {
    await newGuestSession(locale);
  } catch (error) {
    failureOf('auth.signOut.guest', error);
  }
  return { ok: true, redirectTo };
}
