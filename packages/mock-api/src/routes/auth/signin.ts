import {
  agentLoginRequestSchema,
  authPaths,
  signInRequestSchema,
  signOutRequestSchema,
} from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyCaptcha } from '../../auth/captcha';
import { checkCredentials, signIn } from '../../auth/signin';
import { issueSession, revokeRefreshToken } from '../../auth/tokens';
import { parseBody } from '../../catalog/http';
import type { Database } from '../../db/client';
import type { ConsumerRow, EmployeeRecord } from '../../db/consumerSchema';
import { stores } from '../../db/schema';
import { ApiHttpError } from '../../errors';

/** Who may use agent login: employees with their employee record. */
const isEmployee = (
  consumer: ConsumerRow,
): consumer is ConsumerRow & { employee: EmployeeRecord } =>
  consumer.type === 'EMPLOYEE' && consumer.employee !== null;

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

  app.post(authPaths.agentLogin, async (request) => {
    const body = parseBody(agentLoginRequestSchema, request);
    await verifyCaptcha(db, body.captchaResponse, 'login');
    const consumer = await checkCredentials(db, body.username, body.password, isEmployee);
    const [store] = await db.select().from(stores).where(eq(stores.id, body.storeId));
    if (!store) throw new ApiHttpError(404, 'STR404', `Store ${body.storeId} not found`);
    const name = [consumer.details.firstName, consumer.details.lastName].filter(Boolean).join(' ');
    return issueSession(db, consumer, {
      storeId: store.id,
      storeName: store.name,
      storeEmployeeId: consumer.employee.employeeId,
      storeEmployeeName: name || consumer.employee.employeeId,
    });
  });
}
