import type { ExpressProviderModule } from '../types';
import type { AdyenClientConfig } from './config';
import type { AdyenSheetLabels } from './mapping';

/**
 * Loads the Adyen provider (spec 3 §7) by dynamic import: the buttons are a chunk of their own,
 * fetched from the app's origin only when an express button is about to show, never in
 * first-load JS; the library and its stylesheet follow when a button mounts, as files of the
 * app's origin with integrity values (`config.assets`, `loadAdyenLibrary`).
 * Register it with the express loaders as
 * `adyen: (s) => s.adyen ? loadAdyenProvider(s.adyen) : Promise.reject(new Error('no Adyen configuration'))`.
 * @param config from `adyenConfigFromEnv` or the express settings' `adyen` (the server's environment)
 * @param labels the sheet's words over the defaults; `merchant` is the total's label (the store's name)
 */
export async function loadAdyenProvider(
  config: AdyenClientConfig,
  labels?: Partial<AdyenSheetLabels>,
): Promise<ExpressProviderModule> {
  const { createAdyenProvider } = await import('./adyenProvider.client');
  return createAdyenProvider(config, labels);
}
