import 'server-only';
import {
  type CaptchaAction,
  type CaptchaTokenResponse,
  captchaPaths,
  captchaTokenResponseSchema,
  defaultLocalePath,
  findLocale,
} from '@storefront/api-contract';
import type { CaptchaSettings } from '@storefront/commerce';
import { apiClientFor } from '../session/session';

/**
 * The captcha of the storefront's forms (spec 3 §7: actions login, register, placeOrder;
 * spec 2 §8 `AUT403`). The response always comes from the shopper's browser: the widget
 * (`Captcha` of @storefront/commerce) obtains it, the form sends it with its call, the
 * backend verifies it once. The storefront's server never makes one up.
 *
 * Provider, from the server's environment:
 * - `CAPTCHA_PROVIDER=test` (default): the local test provider; the widget shows "I'm not a
 *   robot" and a click obtains a one-time token through POST /api/captcha
 *   ({@link relayTestCaptchaToken}).
 * - `CAPTCHA_PROVIDER=recaptcha` with `RECAPTCHA_SITE_KEY`: Google reCAPTCHA v3 (the API
 *   verifies with its own `RECAPTCHA_SECRET_KEY`).
 */

/**
 * The captcha settings for a page's widget: provider and site key, from the server's
 * environment only. It reads no request header, so a layout or a cached page may call it
 * (ARCHITECTURE.md §11): on a nonce page the widget gives the reCAPTCHA script the page's own
 * nonce when it loads it (`Captcha` of @storefront/commerce reads it from Next's scripts).
 * @throws Error `CAPTCHA_PROVIDER=recaptcha` without `RECAPTCHA_SITE_KEY`, or an unknown provider.
 */
export async function captchaSettings(): Promise<CaptchaSettings> {
  const provider = process.env.CAPTCHA_PROVIDER?.trim() || 'test';
  if (provider === 'test') return { provider };
  if (provider !== 'recaptcha') {
    throw new Error(`CAPTCHA_PROVIDER must be test or recaptcha, not ${provider}`);
  }
  const siteKey = process.env.RECAPTCHA_SITE_KEY?.trim();
  if (!siteKey) throw new Error('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY');
  return { provider, siteKey };
}

/** True when the test provider is the configured one (the only one that issues tokens here). */
export const testCaptchaEnabled = () => (process.env.CAPTCHA_PROVIDER?.trim() || 'test') === 'test';

/**
 * Relays the test provider's token call for the widget after a person's click:
 * POST /captcha/v1/test/tokens `{ action }` → `{ token, expiresIn }` (seconds). Issues nothing
 * itself and verifies nothing (the API does, once, on the call the token is for).
 * @throws ApiError the provider's refusal (e.g. 429 rate limited), validation errors of the answer.
 */
export async function relayTestCaptchaToken(action: CaptchaAction): Promise<CaptchaTokenResponse> {
  const locale = findLocale(defaultLocalePath);
  if (!locale) throw new Error(`Unknown default locale ${defaultLocalePath}`);
  const answer = await apiClientFor(locale).post<unknown>(captchaPaths.testToken, { action });
  return captchaTokenResponseSchema.parse(answer);
}
