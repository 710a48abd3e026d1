'use server';

import { defaultLocalePath } from '@storefront/api-contract';
import { cartWasMerged, signInSchema } from '@storefront/commerce';
import { createAuthService } from '@storefront/commerce/server';
import * as z from 'zod';
import { type ActionFailure, serverCall } from '../server/serverCall';
import { clearSession, guestObjectsOfSession, writeRegisteredSession } from '../session/session';
import { credentialCall, endSession } from './credentialCalls';
import { afterSignInPath, afterSignOutPath } from './returnTo';

/**
 * The sign-in and sign-out Server Actions (spec 1 §4 "Guest and login", §6 Registered
 * consumer, §7 "Authentication"; spec 2 §8 AUT codes), through `serverCall` (the locale of the
 * page they post from). Tokens go to httpOnly cookies and never reach the page; the answers
 * carry only where to go next or the error code. They never throw (Next masks thrown errors in
 * production).
 */

/** A sign-in answer: where to go (a same-origin path), or the failure's code. */
export type SignInActionResult = { ok: true; redirectTo: string } | ActionFailure;

const inputSchema = signInSchema.extend({
  returnTo: z.string().max(2000).optional(),
  /** The captcha widget's one-time response for `login` (spec 3 §7); missing: `AUT403`. */
  captchaResponse: z.string().max(4000).optional(),
});

/**
 * Signs a registered consumer in: POST /consumers-v3/auth/signin with a fresh PKCE S256
 * challenge and the captcha response, then the Registered token call with the verifier and
 * the guest objects of the session (the guest's consumer and basket: the mock API merges
 * basket, favorites and saved-for-later into the account). Stores the tokens and the
 * account's basket id in the httpOnly cookies, and the one-time merged-cart flash when the
 * cart's item count rose (spec 1 §4).
 * @param input `{ email, password, returnTo?, captchaResponse }` (invalid: `API400`); the
 * captcha response is the browser widget's, sent on as given (none: `AUT403`, no call made)
 * @returns `{ ok: true, redirectTo }` (`afterSignInPath`: `/account` from the checkout, spec 1
 * §2; else returnTo when same-origin; else the locale home) or
 * `{ ok: false, code }`: `AUT401` (and 418/437/438) credentials, `AUT426` last attempt,
 * `AUT423`/`AUT441` locked, `AUT403` captcha, `AUT404`/`AUT432` token call, `AUT500` other.
 */
export async function signInAction(input: unknown): Promise<SignInActionResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'API400', message: 'Invalid sign-in.' };
  const { email, password, returnTo, captchaResponse } = parsed.data;
  const result = await credentialCall(
    'auth.signIn',
    captchaResponse,
    async ({ client, locale }, captcha) => {
      const guestObjects = await guestObjectsOfSession();
      const session = await createAuthService(client).login(
        { username: email, password, captchaResponse: captcha },
        guestObjects,
      );
      if (!session) return { redirectTo: '' };
      const merged =
        session.merged && cartWasMerged(session.merged.unitsBefore, session.merged.unitsAfter);
      await writeRegisteredSession(session, merged ? 'mergedCart' : undefined);
      return { redirectTo: afterSignInPath(returnTo, locale.path) };
    },
  );
  if (result.ok && !result.redirectTo)
    return { ok: false, code: 'AUT500', message: 'Sign-in is unavailable.' };
  return result;
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
  currentPath: string,
): Promise<{ ok: true; redirectTo: string }> {
  const result = await serverCall(
    'auth.signOut',
    async (context) => {
      await endSession(context);
      return { redirectTo: afterSignOutPath(currentPath, context.locale.path) };
    },
    { token: false },
  );
  if (result.ok) return { ok: true, redirectTo: result.redirectTo };
  await clearSession();
  return { ok: true, redirectTo: afterSignOutPath(currentPath, defaultLocalePath) };
}
