import { describe, expect, it } from 'vitest';
import { paypalAddressGaps, walletAddressProblem, walletCountryOf } from './walletAddress';

const address = {
  firstName: 'Héloïse',
  lastName: "O'Brien-Côté",
  addressLine1: '12 rue Saint-Denis, app. #3',
  city: 'Montréal',
  postalCode: 'H2X 1K4',
  countryCode: 'ca',
};
const shipping = { role: 'shipping' as const, storeCountry: 'CA' };
const billing = { role: 'billing' as const, storeCountry: 'CA', billingCountries: ['CA', 'US'] };

describe('walletAddressProblem (spec 3 §5 "Wallet contacts")', () => {
  it('accepts accented letters, digits and basic punctuation', () => {
    expect(walletAddressProblem(address, shipping)).toBeUndefined();
    expect(walletAddressProblem({ ...address, countryCode: 'US' }, billing)).toBeUndefined();
  });

  it('refuses a shipping country that is not the store’s (PAY401) and a billing one not listed (PAY400)', () => {
    expect(walletAddressProblem({ ...address, countryCode: 'US' }, shipping)).toMatchObject({
      code: 'PAY401',
      reason: 'country',
      field: 'countryCode',
    });
    expect(walletAddressProblem({ ...address, countryCode: 'FR' }, billing)).toMatchObject({
      code: 'PAY400',
      reason: 'country',
    });
    expect(walletAddressProblem({ ...address, countryCode: undefined }, shipping)?.code).toBe(
      'PAY401',
    );
  });

  it('city at most 50 (CHK320 / BIL400 cityLength)', () => {
    expect(walletAddressProblem({ ...address, city: 'x'.repeat(50) }, shipping)).toBeUndefined();
    expect(walletAddressProblem({ ...address, city: 'x'.repeat(51) }, shipping)).toMatchObject({
      code: 'CHK320',
      reason: 'cityLength',
      field: 'city',
      message: 'city must have at most 50 characters',
    });
    expect(walletAddressProblem({ ...address, city: 'x'.repeat(51) }, billing)?.code).toBe(
      'BIL400',
    );
  });

  it('requires line, postal code and names; a redacted contact only its postal code', () => {
    for (const field of ['addressLine1', 'postalCode', 'firstName', 'lastName'] as const)
      expect(walletAddressProblem({ ...address, [field]: ' ' }, shipping)).toMatchObject({
        reason: 'required',
        field,
      });
    const redacted = { countryCode: 'CA', postalCode: 'H2X', city: 'Montréal' };
    expect(walletAddressProblem(redacted, { ...shipping, redacted: true })).toBeUndefined();
    expect(
      walletAddressProblem({ ...redacted, postalCode: '' }, { ...shipping, redacted: true }),
    ).toMatchObject({ reason: 'required', field: 'postalCode' });
  });

  it('checks the character set on all fields but phone and e-mail', () => {
    expect(walletAddressProblem({ ...address, addressLine1: '12 <b>' }, shipping)).toMatchObject({
      reason: 'characters',
      field: 'addressLine1',
    });
    expect(
      walletAddressProblem({ ...address, email: 'a+b@x.io', phone: '+1 (514) 555-0100' }, shipping),
    ).toBeUndefined();
  });

  it('reads the country from countryCode, else a two-letter country', () => {
    expect(walletCountryOf({ country: 'gb' })).toBe('GB');
    expect(walletCountryOf({ country: 'Canada' })).toBe('');
  });
});

describe('paypalAddressGaps (spec 3 §5 "PayPal address")', () => {
  it('names the empty fields; line 2, 3 and the state code may be empty', () => {
    const full = { ...address, email: 'h@example.com', phone: '5145550100' };
    expect(paypalAddressGaps(full)).toEqual([]);
    expect(paypalAddressGaps({ ...full, email: '', countryCode: undefined })).toEqual([
      'email',
      'countryCode',
    ]);
  });
});
