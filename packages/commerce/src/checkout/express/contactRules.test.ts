import { describe, expect, it } from 'vitest';
import {
  addressOfWalletContact,
  contactFieldOf,
  paypalContactGaps,
  redactedContact,
  walletContactFailure,
  walletContactProblem,
} from './contactRules';
import {
  fixtureContact,
  fixtureForeignContact,
  fixtureIncompleteContact,
  fixtureLongCityContact,
} from './fixtures';

// The rules themselves are tested in api-contract's walletAddress.test.ts; these tests cover the
// wallet contact layer: the mapping both ways, the kind and the failure (spec 3 §5, §8).

const rules = { storeCountry: 'US', billingCountries: ['US', 'CA'] };

describe('addressOfWalletContact (spec 3 §3 "Address (express and PayPal)")', () => {
  it('maps a wallet contact to the cart address, trimmed, blanks left out', () => {
    expect(
      addressOfWalletContact({
        ...fixtureContact,
        countryCode: 'us',
        addressLines: [' 400 Pine Street ', ' ', 'Apt 5'],
        phoneNumber: ' ',
      }),
    ).toEqual({
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: 'jamie.rivera@example.com',
      addressLine1: '400 Pine Street',
      addressLine2: 'Apt 5',
      city: 'Seattle',
      postalCode: '98101',
      countryCode: 'US',
      province: 'WA',
      stateCode: 'WA',
    });
  });
});

describe('contactFieldOf', () => {
  it('maps an address field back to the contact field; other names to undefined', () => {
    expect(contactFieldOf('city')).toBe('locality');
    expect(contactFieldOf('addressLine3')).toBe('addressLines');
    expect(contactFieldOf('stateCode')).toBe('administrativeArea');
    expect(contactFieldOf('country')).toBe('countryCode');
    expect(contactFieldOf('toString')).toBeUndefined();
    expect(contactFieldOf(undefined)).toBeUndefined();
  });
});

describe('walletContactProblem (spec 3 §5 "Wallet contacts", §8)', () => {
  it('is undefined for a valid contact', () => {
    expect(walletContactProblem(fixtureContact, 'shipping', rules)).toBeUndefined();
  });

  it('gives the shipping country the kind `country`, a long city `cityLength`', () => {
    expect(walletContactProblem(fixtureForeignContact, 'shipping', rules)).toMatchObject({
      code: 'PAY401',
      reason: 'country',
      field: 'countryCode',
      contact: 'shipping',
      kind: 'country',
    });
    expect(walletContactProblem(fixtureLongCityContact, 'shipping', rules)).toMatchObject({
      code: 'CHK320',
      field: 'locality',
      kind: 'cityLength',
    });
  });

  it('names the contact field of anything else, kind `contact`', () => {
    expect(
      walletContactProblem({ ...fixtureContact, countryCode: 'FR' }, 'billing', rules),
    ).toMatchObject({ code: 'PAY400', field: 'countryCode', contact: 'billing', kind: 'contact' });
    expect(
      walletContactProblem({ ...fixtureContact, givenName: 'Jamie<b>' }, 'billing', rules),
    ).toMatchObject({ code: 'BIL400', reason: 'characters', field: 'givenName', kind: 'contact' });
    expect(
      walletContactProblem({ ...fixtureContact, addressLines: [' '] }, 'shipping', rules),
    ).toMatchObject({ code: 'CHK320', reason: 'required', field: 'addressLines' });
  });

  it('checks a redacted contact on its country, city and postal code only', () => {
    const redacted = { ...rules, redacted: true };
    expect(
      walletContactProblem(redactedContact(fixtureContact), 'shipping', redacted),
    ).toBeUndefined();
    expect(
      walletContactProblem(redactedContact(fixtureForeignContact), 'shipping', redacted)?.kind,
    ).toBe('country');
  });
});

describe('walletContactFailure (spec 3 §8)', () => {
  it('marks the contact and field of a `contact` problem only', () => {
    const billing = walletContactProblem({ ...fixtureContact, familyName: '' }, 'billing', rules);
    expect(walletContactFailure(billing!, 'm')).toEqual({
      ok: false,
      kind: 'contact',
      code: 'BIL400',
      message: 'm',
      contact: 'billing',
      field: 'familyName',
    });
    const foreign = walletContactProblem(fixtureForeignContact, 'shipping', rules);
    expect(walletContactFailure(foreign!, 'm')).toEqual({
      ok: false,
      kind: 'country',
      code: 'PAY401',
      message: 'm',
    });
  });
});

describe('paypalContactGaps (spec 3 §5 "PayPal address")', () => {
  it('is empty for a full contact and names the empty address fields otherwise', () => {
    expect(paypalContactGaps(fixtureContact)).toEqual([]);
    expect(paypalContactGaps(fixtureIncompleteContact)).toEqual(['phone', 'postalCode']);
  });
});

describe('redactedContact (spec 3 §5)', () => {
  it('keeps only the country, postal code and city', () => {
    expect(redactedContact(fixtureContact)).toEqual({
      countryCode: 'US',
      postalCode: '98101',
      locality: 'Seattle',
    });
  });
});
