import 'server-only';
import { testCaptchaResponse } from '@storefront/api-contract';

/**
 * The captcha response sent with a sign-in (spec 1 §6: username, password, a PKCE challenge
 * and a captcha response).
 *
 * A real storefront renders its captcha widget in the browser and sends the token the widget
 * produced; the backend verifies it with the captcha provider. This storefront loads no
 * third-party script (nothing reaches the network), so: a token the page sends (a widget
 * added later) wins; else `CAPTCHA_RESPONSE` from the server's environment; else the
 * contract's `testCaptchaResponse`, the one value the mock API accepts (anything else is
 * `AUT403`). Against real services without a widget the sign-in fails with `AUT403`, which
 * the form shows as the captcha message.
 * @param fromPage the widget's token, when the page has one
 */
export function captchaResponseFor(fromPage?: string): string {
  if (fromPage?.trim()) return fromPage.trim();
  return process.env.CAPTCHA_RESPONSE?.trim() || testCaptchaResponse;
}
