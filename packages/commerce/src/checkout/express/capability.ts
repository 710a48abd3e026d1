import type { ExpressSettings } from './settings';

interface ApplePaySessionStatic {
  canMakePayments(): boolean;
}

/**
 * The card wallet's browser support without loading a provider (spec 3 §6: a real capability
 * check): the simulator answers as configured (`EXPRESS_SIMULATED_WALLET`); Adyen's Apple Pay
 * needs `ApplePaySession.canMakePayments()` (Safari on a device with a wallet). False outside a
 * browser.
 */
export function walletCapability(settings: ExpressSettings): boolean {
  if (settings.provider === 'simulated') return settings.simulatedWallet === 'supported';
  if (typeof window === 'undefined') return false;
  const session = (window as unknown as { ApplePaySession?: ApplePaySessionStatic })
    .ApplePaySession;
  try {
    return Boolean(session?.canMakePayments());
  } catch {
    return false;
  }
}
