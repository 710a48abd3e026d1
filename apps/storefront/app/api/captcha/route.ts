import { captchaActions, defaultLocalePath, findLocale } from '@storefront/api-contract';
import { ApiError } from '@storefront/commerce';
import * as z from 'zod';
import { relayTestCaptchaToken, testCaptchaEnabled } from '../../../src/lib/auth/captcha';
import { logUnavailable } from '../../../src/lib/serverLog';

const bodySchema = z.object({ action: z.enum(captchaActions) });

const refusal = (status: number, errorId: string, message: string) =>
  Response.json(
    {
      appId: 'storefront',
      correlationId: crypto.randomUUID(),
      errorDetails: [{ errorId, message }],
    },
    { status, headers: { 'cache-control': 'no-store' } },
  );

/**
 * POST /api/captcha `{ action }` (`login`, `register`, `placeOrder`, spec 3 §7; `saveCard`) →
 * `{ token, expiresIn }`: the test captcha provider's one-time token, relayed for the
 * widget after a person's click. 400 `API400` bad body; 404 `API404` when the test provider
 * is not the configured one; the provider's refusal as it answered (e.g. 429); 502
 * `GEN500` when it cannot be reached.
 */
export async function POST(request: Request): Promise<Response> {
  if (!testCaptchaEnabled()) return refusal(404, 'API404', 'The test captcha is not enabled');
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return refusal(400, 'API400', `action must be one of ${captchaActions.join(', ')}`);
  try {
    const token = await relayTestCaptchaToken(parsed.data.action);
    return Response.json(token, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return refusal(error.status, error.errorId, error.serverMessage ?? error.message);
    }
    const locale = findLocale(defaultLocalePath);
    if (locale) logUnavailable({ event: 'captcha.testToken', locale, error, level: 'warn' });
    return refusal(502, 'GEN500', 'The captcha provider could not be reached');
  }
}
