import { captchaPaths, captchaTokenRequestSchema } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { issueTestCaptchaToken } from '../../auth/captcha';
import { parseBody } from '../../catalog/http';
import type { Database } from '../../db/client';

/**
 * Test provider tokens a client (IP) may obtain per minute. The storefront relays every
 * shopper's click from its own address, so this is a ceiling for all of them together.
 */
export const testCaptchaTokensPerMinute = 600;

/**
 * The local test captcha provider (spec 3 §7 captcha actions), the embedded default:
 * - POST /captcha/v1/test/tokens `{ action }` (`login`, `register`, `placeOrder`; else
 *   `API400`) → `{ token, expiresIn }`: a one-time token for that action, valid 2 minutes.
 *   Rate limited per client; 404 `API404` when `CAPTCHA_PROVIDER=recaptcha`.
 */
export function registerCaptchaRoutes(app: FastifyInstance, db: Database): void {
  app.post(
    captchaPaths.testToken,
    { config: { rateLimit: { max: testCaptchaTokensPerMinute, timeWindow: '1 minute' } } },
    async (request) => {
      const { action } = parseBody(captchaTokenRequestSchema, request);
      return issueTestCaptchaToken(db, action);
    },
  );
}
