'use client';

import type { ExpressProviderId, ExpressSettings } from './settings';
import type { ExpressProviderModule } from './types';

/** Loads a provider's client module (a dynamic import: its own chunk, never first-load JS). */
export type ExpressProviderLoader = (settings: ExpressSettings) => Promise<ExpressProviderModule>;

/**
 * The provider modules by id (spec 3 §7): each is imported only when a button is about to show.
 * The simulator is the embedded default; Adyen runs with the server's Adyen configuration
 * (without it the loader refuses and no button shows).
 */
export const expressProviderLoaders: Partial<Record<ExpressProviderId, ExpressProviderLoader>> = {
  simulated: (settings) =>
    import('./simulated/index').then(({ createSimulatedProvider }) =>
      createSimulatedProvider({ wallet: settings.simulatedWallet }),
    ),
  adyen: (settings) =>
    settings.adyen
      ? import('./adyen/load').then(({ loadAdyenProvider }) => loadAdyenProvider(settings.adyen!))
      : Promise.reject(new Error('express provider adyen: no Adyen configuration')),
};

/**
 * The configured provider's module.
 * @throws Error when no module is registered for `settings.provider`.
 */
export function loadExpressProvider(settings: ExpressSettings): Promise<ExpressProviderModule> {
  const load = expressProviderLoaders[settings.provider];
  if (!load) return Promise.reject(new Error(`express provider ${settings.provider} missing`));
  return load(settings);
}
