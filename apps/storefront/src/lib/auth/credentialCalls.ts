import 'server-only';
import { createAuthService } from '@storefront/commerce/server';
import { type ActionResult, type ServerContext, serverCall } from '../server/serverCall';
import { clearSession, newGuestSession, readRefreshToken } from '../session/session';

/**
 * The steps the shopper's sign-in and the employee's agent login share (spec 1 §7
 * "Authentication", spec 2 §8): no captcha response → `AUT403` with no call made; the call
 * through {@link serverCall} without a shopper token; a failure that is not the API's
 * (network, a bug: `GEN500`) answered as the sign-in's `AUT500`.
 * @param event the log event, e.g. `auth.signIn`
 * @param captchaResponse the browser widget's one-time response for `login`
 */
export async function credentialCall<T extends object>(
  event: string,
  captchaResponse: string | undefined,
  call: (context: ServerContext, captchaResponse: string) => Promise<T>,
): Promise<ActionResult<T>> {
  if (!captchaResponse) return { ok: false, code: 'AUT403', message: 'Captcha required.' };
  const result = await serverCall(event, (context) => call(context, captchaResponse), {
    token: false,
  });
  if (!result.ok && result.code === 'GEN500') return { ...result, code: 'AUT500' };
  return result;
}

/**
 * Ends the signed-in session inside a {@link serverCall} (spec 1 §4 "Logout clears all local
 * stores and obtains a new guest token"; spec 2 §4): revokes the refresh token (POST
 * /consumers-v3/consumer/auth/signout), removes every session cookie and starts a new guest
 * session. Never throws: a failed revoke or guest token is logged (`{event}.revoke`,
 * `{event}.guest`) and the cookies go anyway (a guest token is made on demand later).
 */
export async function endSession({ client, locale, session, fail }: ServerContext): Promise<void> {
  const refreshToken = await readRefreshToken();
  if (refreshToken && session.signedIn) {
    try {
      await createAuthService(client).signOut(refreshToken);
    } catch (error) {
      fail(error, 'revoke');
    }
  }
  await clearSession();
  try {
    await newGuestSession(locale);
  } catch (error) {
    fail(error, 'guest');
  }
}
