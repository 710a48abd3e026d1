import {
  authPaths,
  changePasswordRequestSchema,
  confirmForgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  confirmForgotPassword,
  minimalAgeFor,
  requestPasswordReset,
  signUp,
} from '../../auth/account';
import { verifyCaptcha } from '../../auth/captcha';
import { parseBody } from '../../catalog/http';
import { requireRegistered } from '../../consumers/session';
import type { Database } from '../../db/client';

/**
 * Sign-up, change password and forgot password (spec 1 §7, spec 2 §2, §5, §8).
 * - POST /consumers-v3/auth/signup → 201 `{ consumerId, consumerNo }`; AUT403 captcha
 *   (`captchaResponse`, action `register`), AUT453, FE872,
 *   API400 (other password rules), FE340, PRO411, PRO410, AUT439 (email), AUT440 (phone).
 * - POST /consumers-v3/consumer/changepassword (signed in) → `{ ok }`; AUT451, AUT452,
 *   FE872, AUT450, FE340.
 * - POST /consumers-v3/consumer/resetpassword `{ email }` → `{ sent, resetToken? }` (the
 *   mock returns the emailed link's token); AUT453.
 * - POST /consumers-v3/confirmforgotpassword `{ token, newPassword }` → `{ ok }`; AUT402
 *   expired or used link (`expired-reset-token` always), password rules.
 */
export function registerAccountAuthRoutes(app: FastifyInstance, db: Database): void {
  app.post(authPaths.signUp, async (request, reply) => {
    const body = parseBody(signUpRequestSchema, request);
    await verifyCaptcha(db, body.captchaResponse, 'register');
    const consumer = await signUp(db, body, await minimalAgeFor(db, request));
    reply.code(201);
    return { consumerId: consumer.id, consumerNo: consumer.consumerNo ?? '' };
  });

  app.post(authPaths.changePassword, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    await changePassword(db, consumer, parseBody(changePasswordRequestSchema, request));
    return { ok: true as const };
  });

  app.post(authPaths.resetPassword, async (request) => {
    const { email } = parseBody(resetPasswordRequestSchema, request);
    const token = await requestPasswordReset(db, email);
    return { sent: true as const, ...(token ? { resetToken: token } : {}) };
  });

  app.post(authPaths.confirmForgotPassword, async (request) => {
    await confirmForgotPassword(db, parseBody(confirmForgotPasswordRequestSchema, request));
    return { ok: true as const };
  });
}
