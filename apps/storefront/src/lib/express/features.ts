import 'server-only';
import { adyenConfigFromEnv, type ExpressSettings } from '@storefront/commerce';
import { readInStoreSession } from '../checkout/associateSession';
import { logEvent } from '../serverLog';
import { withAdyenAssets } from './adyenAssets';

/** The express checkout's configuration, read from the environment at request time. */
export interface ExpressConfig {
  /** `STOREFRONT_EXPRESS=on|off` (default on): the feature flag (spec 3 §6). */
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
 * The express configuration of the environment (read on each call, so a restart is not needed
 * in tests; spec 3 §6, §7). Unknown values fall back to the defaults; the Adyen part is
 * present only with `EXPRESS_PROVIDER=adyen` and a valid configuration (`adyenConfigFromEnv`).
 */
export function expressConfig(): ExpressConfig {
  const provider = value('EXPRESS_PROVIDER') === 'adyen' ? 'adyen' : 'simulated';
  const adyen = provider === 'adyen' ? adyenConfigFromEnv(process.env) : undefined;
  if (adyen && !adyen.ok) {
    // No Adyen button without a valid configuration: say why in the log, once per read.
    logEvent({ level: 'warn', event: 'express.adyenConfig', fields: { problem: adyen.problem } });
  }
  return {
    enabled: value('STOREFRONT_EXPRESS') !== 'off',
    paymentProvider: (value('PAYMENT_PROVIDER') ?? 'ADYEN').toUpperCase(),
    provider,
    simulatedWallet:
      value('EXPRESS_SIMULATED_WALLET') === 'unsupported' ? 'unsupported' : 'supported',
    ...(adyen?.ok ? { adyen: adyen.config } : {}),
  };
}

/**
 * The settings a page hands its express island: the configuration and whether the shopper is
 * a signed-in in-store employee (the agent login's `inStoreSession`: no PayPal, spec 3 §6).
 * Server components only (reads the request's cookies).
 */
export async function expressSettings(): Promise<ExpressSettings> {
  // The Adyen library's files and their integrity values (spec 3 §7), for the browser module.
  const config = withAdyenAssets(expressConfig());
  return { ...config, inStoreEmployee: Boolean(await readInStoreSession()) };
}
