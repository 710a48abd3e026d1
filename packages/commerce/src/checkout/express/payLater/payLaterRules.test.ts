import { describe, expect, it } from 'vitest';
import type { ExpressSettings } from '../settings';
import {
  payLaterMessageFor,
  payLaterOffer,
  payLaterSourceOf,
  payLaterTerms,
} from './payLaterRules';

const simulated: ExpressSettings = {
  enabled: true,
  paymentProvider: 'ADYEN',
  provider: 'simulated',
  simulatedWallet: 'supported',
  inStoreEmployee: false,
};
const adyen: ExpressSettings = {
  ...simulated,
  provider: 'adyen',
  adyen: { clientKey: 'test_KEY', environment: 'test', merchantAccount: 'Shop' },
};

describe('payLaterOffer (spec 3 §7, PayPal pay later per currency)', () => {
  it('splits an eligible amount into the currency’s payments', () => {
    expect(payLaterOffer(50, 'USD')).toEqual({
      kind: 'instalments',
      terms: payLaterTerms.USD,
      instalment: 12.5,
    });
    expect(payLaterOffer(129, 'CAD')).toMatchObject({ kind: 'instalments', instalment: 32.25 });
    expect(payLaterOffer(90, 'GBP')).toMatchObject({
      kind: 'instalments',
      instalment: 30,
      terms: { count: 3, schedule: 'monthly' },
    });
  });

  it('rounds a payment up to the cent', () => {
    expect(payLaterOffer(50.01, 'USD')).toMatchObject({ instalment: 12.51 });
    expect(payLaterOffer(100, 'GBP')).toMatchObject({ instalment: 33.34 });
    // 0.1 + 0.2 style float noise does not add a cent
    expect(payLaterOffer(0.1 * 3 * 100, 'USD')).toMatchObject({ instalment: 7.5 });
  });

  it('includes both ends of the range', () => {
    expect(payLaterOffer(30, 'USD')?.kind).toBe('instalments');
    expect(payLaterOffer(1500, 'USD')?.kind).toBe('instalments');
    expect(payLaterOffer(2000, 'GBP')?.kind).toBe('instalments');
  });

  it('answers the generic message outside the range', () => {
    expect(payLaterOffer(29.99, 'USD')).toEqual({ kind: 'generic', terms: payLaterTerms.USD });
    expect(payLaterOffer(1500.01, 'CAD')?.kind).toBe('generic');
    expect(payLaterOffer(2000.01, 'GBP')?.kind).toBe('generic');
  });

  it('answers nothing for another currency or no amount', () => {
    expect(payLaterOffer(100, 'JPY')).toBeUndefined();
    expect(payLaterOffer(0, 'USD')).toBeUndefined();
    expect(payLaterOffer(-5, 'USD')).toBeUndefined();
    expect(payLaterOffer(Number.NaN, 'USD')).toBeUndefined();
  });

  it('reads the currency in any case', () => {
    expect(payLaterOffer(60, 'usd')?.kind).toBe('instalments');
  });
});

describe('payLaterMessageFor (spec 3 §6: only where PayPal shows)', () => {
  it('shows the simulator’s own message where PayPal shows', () => {
    expect(payLaterMessageFor(simulated, 50, 'USD')).toMatchObject({
      source: 'simulated',
      offer: { kind: 'instalments', instalment: 12.5 },
    });
  });

  it('shows nothing when PayPal does not show', () => {
    expect(payLaterMessageFor({ ...simulated, enabled: false }, 50, 'USD')).toBeUndefined();
    expect(
      payLaterMessageFor({ ...simulated, paymentProvider: 'OTHER' }, 50, 'USD'),
    ).toBeUndefined();
    expect(payLaterMessageFor({ ...simulated, inStoreEmployee: true }, 50, 'USD')).toBeUndefined();
  });

  it('shows nothing without an offer in the currency', () => {
    expect(payLaterMessageFor(simulated, 50, 'EUR')).toBeUndefined();
  });

  it('uses PayPal’s SDK with Adyen and a PayPal client id, nothing without one', () => {
    expect(payLaterSourceOf(adyen)).toBeUndefined();
    expect(payLaterMessageFor(adyen, 50, 'USD')).toBeUndefined();
    const withClient = { ...adyen, paypalMessages: { clientId: 'sb-client' } };
    expect(payLaterSourceOf(withClient)).toBe('paypal');
    expect(payLaterMessageFor(withClient, 50, 'USD')?.source).toBe('paypal');
  });
});
