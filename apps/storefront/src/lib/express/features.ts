import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { adyenConfigFromEnv, type ExpressSettings } from '@storefront/commerce';
import { parseLocaleFlag } from '../localeFlag';
import { logEvent } from '../serverLog';
import { withAdyenAssets } from './adyenAssets';

/** The express checkout's configuration, read from the environment at request time. */
export interface ExpressConfig {
  /**
   * The feature flag (spec 3 §6) for the locale: `STOREFRONT_EXPRESS=on` (default), `off`, or
   * a comma-separated list of the locale paths where it is on (`en-us,en-ca`: a store per
   * country enables express separately).
   */
  enabled: boolean;
  /** `PAYMENT_PROVIDER` (default `ADYEN`): buttons show only for ADYEN (spec 3 §6). */
  paymentProvider: string;
  /** `EXPRESS_PROVIDER=simulated|adyen` (default simulated): which client module runs. */
  provider: ExpressSettings['provider'];
  /** `EXPRESS_SIMULATED_WALLET=supported|unsupported` (default supported). */
  simulatedWallet: ExpressSettings['simulatedWallet'];
  /** `ADYEN_CLIENT_KEY`, `ADYEN_ENVIRONMENT=test|live` (default test), `ADYEN_MERCHANT_ACCOUNT`. */
  adyen?: { clientKey: string; environment: 'test' | 'live'; merchantAccount: string };
}

const value = (name: string) => process.env[name]?.trim() || undefined;

/**
 * The express configuration of the environment for a locale (read on each call, so a restart
 * is not needed in tests; spec 3 §6, §7). Unknown values fall back to the defaults (a list
 * naming no known locale path is logged: the flag is off there); the Adyen part is present
 * only with `EXPRESS_PROVIDER=adyen` and a valid configuration (`adyenConfigFromEnv`).
 * @param locale the page's or the Server Action's locale (the flag is per locale)
 */
export function expressConfig(locale: StorefrontLocale): ExpressConfig {
  const flag = parseLocaleFlag(value('STOREFRONT_EXPRESS'), true);
  if (flag.unknown.length > 0)
    logEvent({ level: 'warn', event: 'express.flag', fields: { unknown: flag.unknown.join(',') } });
  const provider = value('EXPRESS_PROVIDER') === 'adyen' ? 'adyen' : 'simulated';
  const adyen = provider === 'adyen' ? adyenConfigFromEnv(process.env) : undefined;
  if (adyen && !adyen.ok) {
    // No Adyen button without a valid configuration: say why in the log, once per read.
    logEvent({ level: 'warn', event: 'express.adyenConfig', fields: { problem: adyen.problem } });
  }
  return {
    enabled: flag.on(locale.path),
    paymentProvider: (value('PAYMENT_PROVIDER') ?? 'ADYEN').toUpperCase(),
    provider,
    simulatedWallet:
      value('EXPRESS_SIMULATED_WALLET') === 'unsupported' ? 'unsupported' : 'supported',
    ...(adyen?.ok ? { adyen: adyen.config } : {}),
  };
}

/**
 * The settings a page of `locale` hands its express island: the configuration, with
 * `inStoreEmployee` false. It reads no cookie, so a layout or a cached page may call it
 * (ARCHITECTURE.md §11): the island itself tells a signed-in in-store employee (no PayPal,
 * spec 3 §6) from the readable `inStore` cookie once hydrated (`ExpressIsland`).
 */
export function expressSettings(locale: StorefrontLocale): ExpressSettings {
  // The Adyen library's files and their integrity values (spec 3 §7), for the browser module.
  const config = withAdyenAssets(expressConfig(locale));
  return { ...config, inStoreEmployee: false };
}
