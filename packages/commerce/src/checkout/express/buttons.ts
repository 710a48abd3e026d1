import type { ExpressMethod } from './types';

/** The payment provider the express buttons need (spec 3 §6); the simulator stands in for it. */
export const expressPaymentProvider = 'ADYEN';

/** What decides which express buttons show (spec 3 §6 "Roles and permissions"). */
export interface ExpressButtonContext {
  /** The express feature flag (`STOREFRONT_EXPRESS`, default on). */
  enabled: boolean;
  /** The configured payment provider (`PAYMENT_PROVIDER`, default `ADYEN`). */
  paymentProvider: string;
  /**
   * The browser's answer to the card wallet's capability check; `undefined` while it is not
   * known yet (the wallet button waits).
   */
  walletSupported: boolean | undefined;
  /** A signed-in in-store employee (spec 3 §1 shopper kinds). */
  inStoreEmployee: boolean;
}

/**
 * The express buttons to show, in order (spec 3 §6): none unless the feature is on and the
 * provider is {@link expressPaymentProvider}; the card wallet only with browser support; PayPal
 * for everyone but a signed-in in-store employee.
 */
export function expressButtonsFor(context: ExpressButtonContext): ExpressMethod[] {
  if (!context.enabled || context.paymentProvider.toUpperCase() !== expressPaymentProvider) {
    return [];
  }
  const methods: ExpressMethod[] = [];
  if (context.walletSupported === true) methods.push('wallet');
  if (!context.inStoreEmployee) methods.push('paypal');
  return methods;
}

/**
 * Whether any button may show before the capability check (server side: decides whether the
 * page mounts the express island at all, so a page without buttons ships none of it).
 */
export function expressMayShow(context: Omit<ExpressButtonContext, 'walletSupported'>): boolean {
  return expressButtonsFor({ ...context, walletSupported: true }).length > 0;
}
