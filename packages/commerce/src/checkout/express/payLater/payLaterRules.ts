import { expressButtonsFor } from '../buttons';
import type { ExpressSettings } from '../settings';

/**
 * PayPal's pay-later terms in one currency (spec 3 §7 "A pay-later messages script is loaded
 * for PayPal"): how many interest-free payments, how often, and the basket totals it is
 * offered for (inclusive, major units of the currency).
 */
export interface PayLaterTerms {
  currency: string;
  /** Number of interest-free payments. */
  count: number;
  /** `biweekly`: the first at purchase, then every two weeks; `monthly`: every month. */
  schedule: 'biweekly' | 'monthly';
  /** Smallest eligible amount, major units. */
  minimum: number;
  /** Largest eligible amount, major units. */
  maximum: number;
}

/**
 * The terms per ISO 4217 currency of the storefront's sites: PayPal "Pay in 4" in the United
 * States and Canada (four payments every two weeks, 30 to 1,500), "Pay in 3" in the United
 * Kingdom (three monthly payments, 30 to 2,000). A currency not listed has no pay-later offer.
 */
export const payLaterTerms: Readonly<Record<string, PayLaterTerms>> = {
  USD: { currency: 'USD', count: 4, schedule: 'biweekly', minimum: 30, maximum: 1500 },
  CAD: { currency: 'CAD', count: 4, schedule: 'biweekly', minimum: 30, maximum: 1500 },
  GBP: { currency: 'GBP', count: 3, schedule: 'monthly', minimum: 30, maximum: 2000 },
};

/**
 * The pay-later message of an amount: `instalments` within the eligible range ("Pay in 4
 * interest-free payments of $12.50 with PayPal"), `generic` outside it ("Buy now, pay later with
 * PayPal": the shopper still learns of the option and the dialog gives the range).
 */
export type PayLaterOffer =
  | {
      kind: 'instalments';
      terms: PayLaterTerms;
      /** One payment, major units, rounded up to the cent (the last payment takes the rest). */
      instalment: number;
    }
  | { kind: 'generic'; terms: PayLaterTerms };

/**
 * The pay-later offer of `amount` in `currency` (a pure rule, spec 3 §7): `undefined` when the
 * currency has no {@link payLaterTerms} or the amount is not a positive number; `instalments`
 * from `minimum` to `maximum` inclusive; `generic` below or above. Currencies of two decimals.
 * @param amount the product price or basket total, major units
 * @param currency ISO 4217 code, e.g. `USD`
 */
export function payLaterOffer(amount: number, currency: string): PayLaterOffer | undefined {
  const terms = payLaterTerms[currency.toUpperCase()];
  if (!terms || !Number.isFinite(amount) || amount <= 0) return undefined;
  if (amount < terms.minimum || amount > terms.maximum) return { kind: 'generic', terms };
  const minor = Math.round(amount * 100);
  return { kind: 'instalments', terms, instalment: Math.ceil(minor / terms.count) / 100 };
}

/** Which module renders the message: the local stand-in of the simulator, or PayPal's SDK. */
export type PayLaterSource = 'simulated' | 'paypal';

/**
 * Where the message comes from, or `undefined` for none: the simulator renders it itself (the
 * "messages script" stand-in); Adyen's PayPal gets PayPal's messages SDK only with a PayPal
 * client id (`PAYPAL_CLIENT_ID`); Adyen without one shows no message (PayPal's own terms cannot
 * be promised without PayPal's service).
 */
export function payLaterSourceOf(settings: ExpressSettings): PayLaterSource | undefined {
  if (settings.provider === 'simulated') return 'simulated';
  return settings.paypalMessages?.clientId ? 'paypal' : undefined;
}

/**
 * Whether the pay-later message shows, and which: only where PayPal's button shows (spec 3 §6:
 * the flag on, the provider ADYEN, not a signed-in in-store employee), with a message source
 * ({@link payLaterSourceOf}) and an offer for the amount ({@link payLaterOffer}).
 * @param amount the product price or basket total, major units
 */
export function payLaterMessageFor(
  settings: ExpressSettings,
  amount: number,
  currency: string,
): { source: PayLaterSource; offer: PayLaterOffer } | undefined {
  const paypal = expressButtonsFor({ ...settings, walletSupported: false }).includes('paypal');
  const source = payLaterSourceOf(settings);
  const offer = payLaterOffer(amount, currency);
  return paypal && source && offer ? { source, offer } : undefined;
}
