import {
  authPaths,
  changePasswordRequestSchema,
  confirmForgotPasswordRequestSchema,
  findLocaleByTag,
  requestHeaders,
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
  sitePhoneFor,
} from '../../auth/account';
import { verifyCaptcha } from '../../auth/captcha';
import { bearer } from '../../auth/shopper';
import { issueAuthorizationCode } from '../../auth/signin';
import { parseBody } from '../../catalog/http';
import { recordSignUpSource } from '../../consumers/requests';
import { requireRegistered } from '../../consumers/session';
import type { Database } from '../../db/client';

/**
 * Sign-up, change password and forgot password (spec 1 §7, spec 2 §2, §5, §8).
 * - POST /consumers-v3/auth/signup → 201 `{ consumerId, consumerNo, authorizationCode? }`
 *   (the code, for the automatic login, when the body carries a PKCE `codeChallenge`); AUT403 captcha
 *   (`captchaResponse`, action `register`), AUT453, FE872,
 *   API400 (other password rules), FE340, PRO411, PRO410, AUT439 (email), AUT440 (phone).
 *   Where it came from (page query, `source` header) is kept as a `sign-up-source` request.
 * - POST /consumers-v3/consumer/changepassword (signed in) → `{ ok }`: every other session
 *   of the consumer is revoked, the caller's stays; AUT451, AUT452, FE872, AUT450, FE340.
 * - POST /consumers-v3/consumer/resetpassword `{ email }` → `{ sent: true }`, the same for
 *   known and unknown addresses; a known one gets the reset link by mail (the mail outbox,
 *   link to the storefront page of the request's `locale`); AUT453.
 * - POST /consumers-v3/confirmforgotpassword `{ token, newPassword }` → `{ ok }`: unlocks
 *   the account and revokes all its sessions; AUT402 expired or used link
 *   (`expired-reset-token` always), password rules.
 */
export function registerAccountAuthRoutes(app: FastifyInstance, db: Database): void {
  app.post(authPaths.signUp, async (request, reply) => {
    const body = parseBody(signUpRequestSchema, request);
    await verifyCaptcha(db, body.captchaResponse, 'register');
    const consumer = await signUp(
      db,
      body,
      await minimalAgeFor(db, request),
      await sitePhoneFor(db, request),
    );
    await recordSignUpSource(db, consumer.id, body, request.headers[requestHeaders.leadSource]);
    reply.code(201);
    const login = body.codeChallenge
      ? await issueAuthorizationCode(db, consumer.id, body.codeChallenge)
      : undefined;
    return {
      consumerId: consumer.id,
      consumerNo: consumer.consumerNo ?? '',
      ...(login ? { authorizationCode: login.authorizationCode } : {}),
    };
  });

  app.post(authPaths.changePassword, async (request) => {
    const { consumer } = await requireRegistered(db, request);
    const body = parseBody(changePasswordRequestSchema, request);
    await changePassword(db, consumer, body, bearer(request) ?? '');
    return { ok: true as const };
  });

  app.post(authPaths.resetPassword, async (request) => {
    const { email } = parseBody(resetPasswordRequestSchema, request);
    const tag = (request.query as Record<string, string | undefined>).locale ?? '';
    await requestPasswordReset(db, email, findLocaleByTag(tag)?.path ?? 'en-us');
    return { sent: true as const };
  });

  app.post(authPaths.confirmForgotPassword, async (request) => {
    await confirmForgotPassword(db, parseBody(confirmForgotPasswordRequestSchema, request));
    return { ok: true as const };
  });
}
