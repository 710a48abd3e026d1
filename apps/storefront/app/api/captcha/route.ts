import { captchaActions, defaultLocalePath, findLocale } from '@storefront/api-contract';
import * as z from 'zod';
import { relayTestCaptchaToken, testCaptchaEnabled } from '../../../src/lib/auth/captcha';
import { relayedRefusal, routeError } from '../../../src/lib/server/routeErrors';
import { logUnavailable } from '../../../src/lib/serverLog';

const bodySchema = z.object({ action: z.enum(captchaActions) });

/**
 * POST /api/captcha `{ action }` (`login`, `register`, `placeOrder`, spec 3 §7; `saveCard`) →
 * `{ token, expiresIn }`: the test captcha provider's one-time token, relayed for the
 * widget after a person's click. 400 `API400` bad body; 404 `API404` when the test provider
 * is not the configured one; the provider's refusal as it answered (e.g. 429); 502
 * `GEN500` when it cannot be reached.
 */
export async function POST(request: Request): Promise<Response> {
  if (!testCaptchaEnabled()) return routeError(404, 'API404', 'The test captcha is not enabled');
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return routeError(400, 'API400', `action must be one of ${captchaActions.join(', ')}`);
  try {
    const token = await relayTestCaptchaToken(parsed.data.action);
    return Response.json(token, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    const refused = relayedRefusal(error);
    if (refused) return refused;
    const locale = findLocale(defaultLocalePath);
    if (locale) logUnavailable({ event: 'captcha.testToken', locale, error, level: 'warn' });
    return routeError(502, 'GEN500', 'The captcha provider could not be reached');
  }
}
