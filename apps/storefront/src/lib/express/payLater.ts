import 'server-only';
import type { ExpressSettings } from '@storefront/commerce';

/**
 * PayPal's messages SDK configuration for the pay-later message (spec 3 §7 "A pay-later
 * messages script is loaded for PayPal"): the public client id `PAYPAL_CLIENT_ID`, used only
 * with `EXPRESS_PROVIDER=adyen` (the simulator renders its own message; the page's CSP allows
 * PayPal's hosts only with Adyen). A value that is not a client id (letters, digits, `-`, `_`)
 * is ignored.
 * @param env the environment (default `process.env`), read at request time
 */
export function paypalMessagesFromEnv(
  settings: Pick<ExpressSettings, 'provider'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ExpressSettings['paypalMessages'] {
  if (settings.provider !== 'adyen') return undefined;
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  return clientId && /^[\w-]+$/.test(clientId) ? { clientId } : undefined;
}
