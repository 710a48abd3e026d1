import {
  agentLoginRequestSchema,
  authPaths,
  signInRequestSchema,
  signOutRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { agentLogin } from '../../auth/agentLogin';
import { signIn } from '../../auth/signin';
import { revokeRefreshToken } from '../../auth/tokens';
import { parseBody } from '../../catalog/http';
import type { Database } from '../../db/client';
import { ApiHttpError } from '../../errors';

/**
 * Sign-in, sign-out and agent login (spec 1 §6, §7 "Authentication"; spec 2 §8).
 * - POST /consumers-v3/auth/signin `{ username, password, codeChallenge, captchaResponse }` →
 *   `{ authorizationCode, expiresIn }`. 403 `AUT403` captcha; 401 `AUT401` bad credentials;
 *   401 `AUT426` 4th failure in a row (last attempt); 423 `AUT423` locked (5th failure on).
 * - POST /consumers-v3/consumer/auth/signout `{ refreshToken }`: revokes the token pair;
 *   401 `AUT401` unknown or already revoked refresh token.
 * - POST /consumers-v3/consumer/agent/login `{ username, password, storeId, captchaResponse }`:
 *   403 `AUT403` captcha (action `login`), then employees only; anyone else is answered like
 *   a wrong password (401 `AUT401`, counted towards the lock: `AUT426`, `AUT423`); unknown
 *   store 404 `STR404`; answers an auth session with the
 *   in-store session.
 */
export function registerSignInRoutes(app: FastifyInstance, db: Database): void {
  app.post(authPaths.signIn, async (request) =>
    signIn(db, parseBody(signInRequestSchema, request)),
  );

  app.post(authPaths.signOut, async (request) => {
    const { refreshToken } = parseBody(signOutRequestSchema, request);
    if (!(await revokeRefreshToken(db, refreshToken))) {
      throw new ApiHttpError(401, 'AUT401', 'Unknown or revoked refresh token');
    }
    return { ok: true as const };
  });

  app.post(authPaths.agentLogin, async (request) =>
    agentLogin(db, parseBody(agentLoginRequestSchema, request)),
  );
}
