import { describe, expect, it } from 'vitest';
import { type ExpressButtonContext, expressButtonsFor, expressMayShow } from './buttons';

const on: ExpressButtonContext = {
  enabled: true,
  paymentProvider: 'ADYEN',
  walletSupported: true,
  inStoreEmployee: false,
};

describe('expressButtonsFor (spec 3 §6)', () => {
  it('shows the wallet and PayPal when the feature is on, the provider ADYEN, the wallet supported', () => {
    expect(expressButtonsFor(on)).toEqual(['wallet', 'paypal']);
  });

  it('shows nothing when the feature is off', () => {
    expect(expressButtonsFor({ ...on, enabled: false })).toEqual([]);
  });

  it('shows nothing for another payment provider', () => {
    expect(expressButtonsFor({ ...on, paymentProvider: 'CYBERSOURCE' })).toEqual([]);
    expect(expressButtonsFor({ ...on, paymentProvider: 'adyen' })).toEqual(['wallet', 'paypal']);
  });

  it('needs browser support for the card wallet (and waits while it is not known)', () => {
    expect(expressButtonsFor({ ...on, walletSupported: false })).toEqual(['paypal']);
    expect(expressButtonsFor({ ...on, walletSupported: undefined })).toEqual(['paypal']);
  });

  it('hides PayPal from a signed-in in-store employee', () => {
    expect(expressButtonsFor({ ...on, inStoreEmployee: true })).toEqual(['wallet']);
    expect(expressButtonsFor({ ...on, inStoreEmployee: true, walletSupported: false })).toEqual([]);
  });
});

describe('expressMayShow (before the capability check)', () => {
  it('is true when a button may show', () => {
    expect(expressMayShow({ enabled: true, paymentProvider: 'ADYEN', inStoreEmployee: true })).toBe(
      true,
    );
  });
  it('is false with the flag off or another provider', () => {
    expect(
      expressMayShow({ enabled: false, paymentProvider: 'ADYEN', inStoreEmployee: false }),
    ).toBe(false);
    expect(
      expressMayShow({ enabled: true, paymentProvider: 'OTHER', inStoreEmployee: false }),
    ).toBe(false);
  });
});
