import type { ExpressProviderModule } from '../types';
import { SimulatedPayPalButton, SimulatedWalletButton } from './SimulatedButtons.client';

/** Options of {@link createSimulatedProvider}. */
export interface SimulatedProviderOptions {
  /** The answer to the wallet capability check (`EXPRESS_SIMULATED_WALLET`). */
  wallet: 'supported' | 'unsupported';
}

/**
 * The simulated payment provider (spec 3 §7; the embedded default): a local wallet sheet and a
 * PayPal approval driving the same `ExpressFlowHandlers` and backend calls as Adyen. Its
 * payment tokens are `simulated:{approved|declined}:{session id}` (the mock API decides the
 * outcome). Loaded by dynamic import only (`providers.client.ts`).
 */
export function createSimulatedProvider({
  wallet,
}: SimulatedProviderOptions): ExpressProviderModule {
  return {
    id: 'simulated',
    // The simulator's capability check answers as configured (spec 3 §6 needs both answers).
    walletSupported: async () => wallet === 'supported',
    WalletButton: SimulatedWalletButton,
    PayPalButton: SimulatedPayPalButton,
  };
}

export { simulatedAddresses, simulatedToken } from './addresses';
