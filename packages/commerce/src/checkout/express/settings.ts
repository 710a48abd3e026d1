import type { AdyenClientConfig } from './adyen/config';
import type { ExpressProviderModule } from './types';

/** Which client module runs the buttons (`EXPRESS_PROVIDER`, default `simulated`). */
export type ExpressProviderId = ExpressProviderModule['id'];

/**
 * The express configuration a page hands its island (serialisable; read on the server at
 * request time, the storefront's `lib/express/features.ts`).
 */
export interface ExpressSettings {
  /** The feature flag (`STOREFRONT_EXPRESS`, spec 3 §6). */
  enabled: boolean;
  /** `PAYMENT_PROVIDER`: buttons show only for `ADYEN` (spec 3 §6). */
  paymentProvider: string;
  /** `EXPRESS_PROVIDER`: the simulator (embedded default) or Adyen. */
  provider: ExpressProviderId;
  /** `EXPRESS_SIMULATED_WALLET`: the simulator's answer to the wallet capability check. */
  simulatedWallet: 'supported' | 'unsupported';
  /** A signed-in in-store employee: no PayPal (spec 3 §6). */
  inStoreEmployee: boolean;
  /**
   * Adyen's public client configuration (`ADYEN_CLIENT_KEY`, `ADYEN_ENVIRONMENT`,
   * `ADYEN_MERCHANT_ACCOUNT`) and the library's files with their integrity values.
   */
  adyen?: AdyenClientConfig;
  /**
   * PayPal's messages SDK for the pay-later message under the PayPal button (spec 3 §7): the
   * public client id (`PAYPAL_CLIENT_ID`), only with `EXPRESS_PROVIDER=adyen`.
   */
  paypalMessages?: { clientId: string };
}
