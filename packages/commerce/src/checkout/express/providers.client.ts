'use client';

import type { ExpressProviderId, ExpressSettings } from './settings';
import type { ExpressProviderModule } from './types';

/** Loads a provider's client module (a dynamic import: its own chunk, never first-load JS). */
export type ExpressProviderLoader = (settings: ExpressSettings) => Promise<ExpressProviderModule>;

/**
 * The provider modules by id (spec 3 §7): each is imported only when a button is about to show.
 * The simulator is the embedded default; Adyen's module registers here when it exists.
 */
export const expressProviderLoaders: Partial<Record<ExpressProviderId, ExpressProviderLoader>> = {
  simulated: (settings) =>
    import('./simulated/index').then(({ createSimulatedProvider }) =>
      createSimulatedProvider({ wallet: settings.simulatedWallet }),
    ),
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
