'use server';

import { createAuthService } from '@storefront/commerce/server';
import * as z from 'zod';
import { type ActionResult, serverCall } from '../server/serverCall';

/**
 * The password Server Actions (spec 1 §7 "Authentication": reset password, confirm forgot
 * password, change password; spec 2 §2 forgot-password step, §8 AUT codes), through
 * `serverCall` (the locale of the page they post from). They answer `{ ok: true }` or the
 * failure's code and message; they never throw. Passwords are sent on as typed: the rules are
 * checked in the browser and again by the API.
 */

const invalid = { ok: false as const, code: 'API400', message: 'Invalid request.' };

const forgotInput = z.object({ email: z.string().trim().min(1).max(100) });

/**
 * Forgot password, step 1: POST /consumers-v3/consumer/resetpassword. The API mails the reset
 * link (the mock API's outbox) to a registered address and answers the same for any address,
 * so the page never tells whether an account exists.
 * @param input `{ email }`
 * @returns `{ ok: true }`, or `AUT453` malformed email, `API400` bad input
 */
export async function requestPasswordResetAction(input: unknown): Promise<ActionResult> {
  const parsed = forgotInput.safeParse(input);
  if (!parsed.success) return invalid;
  return serverCall(
    'auth.resetPassword',
    async ({ client }) => {
      await createAuthService(client).resetPassword(parsed.data.email);
      return {};
    },
    { token: false },
  );
}

const resetInput = z.object({
  token: z.string().min(1).max(400),
  newPassword: z.string().min(1).max(200),
  confirmPassword: z.string().max(200),
});

/**
 * Forgot password, step 2: POST /consumers-v3/confirmforgotpassword with the mail link's
 * token. The API unlocks the account and ends all its sessions. The page binds the token.
 * @param token the `token` query value of the link in the reset mail
 * @param input `{ newPassword, confirmPassword }`
 * @returns `{ ok: true }`, or `AUT402` expired or used link, `FE872` / `API400` password rules,
 * `FE340` confirmation differs
 */
export async function resetPasswordAction(token: unknown, input: unknown): Promise<ActionResult> {
  const parsed = resetInput.safeParse({ ...(input as object), token });
  if (!parsed.success) return invalid;
  return serverCall(
    'auth.confirmForgotPassword',
    async ({ client }) => {
      await createAuthService(client).confirmForgotPassword(parsed.data);
      return {};
    },
    { token: false },
  );
}

const changeInput = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: z.string().min(1).max(200),
  confirmPassword: z.string().max(200),
});

/**
 * Change password of the signed-in consumer: POST /consumers-v3/consumer/changepassword with
 * the session's token (the API signs out the consumer's other sessions, this one stays).
 * @param input `{ currentPassword, newPassword, confirmPassword }`
 * @returns `{ ok: true }`, or `AUT451` incorrect current password, `AUT452` same as the
 * previous one, `AUT450` / `FE872` password rules, `FE340` confirmation, `AUT401` signed out
 */
export async function changePasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = changeInput.safeParse(input);
  if (!parsed.success) return invalid;
  const { currentPassword, newPassword, confirmPassword } = parsed.data;
  return serverCall('auth.changePassword', async ({ client, token, session }) => {
    if (!session.signedIn) return { ok: false, code: 'AUT401', message: 'Not signed in.' };
    await createAuthService(client, { accessToken: token }).changePassword({
      oldPassword: currentPassword,
      newPassword,
      confirmPassword,
    });
    return {};
  });
}
