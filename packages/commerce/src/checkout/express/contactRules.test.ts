import { describe, expect, it } from 'vitest';
import {
  addressOfContact,
  firstWalletContactProblem,
  isPaypalAddressIncomplete,
  paypalAddressProblems,
  walletContactProblems,
} from './contactRules';
import {
  fixtureContact,
  fixtureForeignContact,
  fixtureIncompleteContact,
  fixtureLongCityContact,
  redacted,
} from './fixtures';

const rules = { storeCountry: 'US', billingCountries: ['US', 'CA'] };
const shipping = { role: 'shipping' } as const;
const billing = { role: 'billing' } as const;

describe('walletContactProblems (spec 3 §5 wallet contacts)', () => {
  it('accepts a full contact in the store country', () => {
    expect(walletContactProblems(fixtureContact, rules, shipping)).toEqual([]);
  });

  it('requires address lines, postal code, given and family name', () => {
    expect(
      walletContactProblems(
        {
          ...fixtureContact,
          addressLines: ['  '],
          postalCode: '',
          givenName: ' ',
          familyName: undefined,
        },
        rules,
        shipping,
      ),
    ).toEqual([
      { field: 'addressLines', rule: 'required' },
      { field: 'postalCode', rule: 'required' },
      { field: 'givenName', rule: 'required' },
      { field: 'familyName', rule: 'required' },
    ]);
    expect(walletContactProblems({ ...fixtureContact, addressLines: [] }, rules, shipping)).toEqual(
      [{ field: 'addressLines', rule: 'required' }],
    );
  });

  it('allows accented letters, digits and basic punctuation; refuses other characters', () => {
    expect(
      walletContactProblems(
        {
          ...fixtureContact,
          givenName: 'Zoë-Anne',
          familyName: "O'Brien Ñúñez",
          addressLines: ['12, rue de l’Église #4 (B)'],
        },
        rules,
        shipping,
      ),
    ).toEqual([]);
    expect(
      walletContactProblems(
        { ...fixtureContact, givenName: 'Jamie<script>', addressLines: ['1 Main St', 'Apt @5'] },
        rules,
        shipping,
      ),
    ).toEqual([
      { field: 'givenName', rule: 'characters' },
      { field: 'addressLines', rule: 'characters' },
    ]);
  });

  it('does not check e-mail and phone against the character set', () => {
    expect(
      walletContactProblems(
        { ...fixtureContact, emailAddress: 'a+b@example.com', phoneNumber: '+1 (206) 555-0142' },
        rules,
        shipping,
      ),
    ).toEqual([]);
  });

  it('limits the city to 50 characters', () => {
    expect(
      walletContactProblems({ ...fixtureContact, locality: 'a'.repeat(50) }, rules, shipping),
    ).toEqual([]);
    expect(walletContactProblems(fixtureLongCityContact, rules, shipping)).toEqual([
      { field: 'locality', rule: 'cityLength' },
    ]);
  });

  it('wants the shipping country to be the store country (any case)', () => {
    expect(walletContactProblems(fixtureForeignContact, rules, shipping)).toEqual([
      { field: 'countryCode', rule: 'country' },
    ]);
    expect(
      walletContactProblems({ ...fixtureContact, countryCode: 'us' }, rules, shipping),
    ).toEqual([]);
    expect(
      walletContactProblems({ ...fixtureContact, countryCode: undefined }, rules, shipping),
    ).toEqual([{ field: 'countryCode', rule: 'country' }]);
  });

  it('wants the billing country in the country list', () => {
    expect(walletContactProblems(fixtureForeignContact, rules, billing)).toEqual([]);
    expect(walletContactProblems({ ...fixtureContact, countryCode: 'FR' }, rules, billing)).toEqual(
      [{ field: 'countryCode', rule: 'country' }],
    );
  });

  it('checks a redacted contact (country, postal code, city) without the required rule', () => {
    expect(
      walletContactProblems(redacted(fixtureContact), rules, { ...shipping, redacted: true }),
    ).toEqual([]);
    expect(
      walletContactProblems(redacted(fixtureForeignContact), rules, {
        ...shipping,
        redacted: true,
      }),
    ).toEqual([{ field: 'countryCode', rule: 'country' }]);
    expect(
      walletContactProblems(redacted(fixtureLongCityContact), rules, {
        ...shipping,
        redacted: true,
      }),
    ).toEqual([{ field: 'locality', rule: 'cityLength' }]);
  });
});

describe('firstWalletContactProblem (spec 3 §4 step 5, §8)', () => {
  it('is undefined for two valid contacts', () => {
    expect(firstWalletContactProblem(fixtureContact, fixtureContact, rules)).toBeUndefined();
  });

  it('maps the shipping country to `country`, the city to `cityLength`, the rest to `contact`', () => {
    expect(firstWalletContactProblem(fixtureForeignContact, fixtureContact, rules)).toEqual({
      field: 'countryCode',
      rule: 'country',
      contact: 'shipping',
      kind: 'country',
    });
    expect(firstWalletContactProblem(fixtureLongCityContact, fixtureContact, rules)).toMatchObject({
      kind: 'cityLength',
      contact: 'shipping',
    });
    expect(
      firstWalletContactProblem(fixtureContact, { ...fixtureContact, countryCode: 'FR' }, rules),
    ).toEqual({
      field: 'countryCode',
      rule: 'country',
      contact: 'billing',
      kind: 'contact',
    });
    expect(
      firstWalletContactProblem(fixtureContact, { ...fixtureContact, postalCode: '' }, rules),
    ).toEqual({
      field: 'postalCode',
      rule: 'required',
      contact: 'billing',
      kind: 'contact',
    });
  });

  it('reports the shipping contact before the billing one', () => {
    expect(
      firstWalletContactProblem(
        { ...fixtureContact, givenName: '' },
        { ...fixtureContact, familyName: '' },
        rules,
      ),
    ).toMatchObject({ contact: 'shipping', field: 'givenName' });
  });
});

describe('PayPal address completeness (spec 3 §5 PayPal address)', () => {
  it('a full address is complete', () => {
    expect(paypalAddressProblems(addressOfContact(fixtureContact))).toEqual([]);
    expect(isPaypalAddressIncomplete(addressOfContact(fixtureContact))).toBe(false);
  });

  it('names the empty fields of an incomplete address', () => {
    expect(paypalAddressProblems(addressOfContact(fixtureIncompleteContact))).toEqual([
      'phone',
      'postalCode',
    ]);
    expect(isPaypalAddressIncomplete(addressOfContact(fixtureIncompleteContact))).toBe(true);
  });

  it('lets id, addressId, addressLine2/3, stateCode and subscriptions be empty', () => {
    const address = {
      ...addressOfContact(fixtureContact),
      id: '',
      addressId: '',
      addressLine2: '',
      addressLine3: null,
      stateCode: '',
      subscriptions: undefined,
    };
    expect(paypalAddressProblems(address)).toEqual([]);
  });

  it('any other field the address carries must be filled (province, region…)', () => {
    expect(
      paypalAddressProblems({ ...addressOfContact(fixtureContact), province: ' ', region: '' }),
    ).toEqual(['province', 'region']);
  });

  it('core fields missing from the object count as empty', () => {
    expect(paypalAddressProblems({})).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'countryCode',
      'addressLine1',
      'postalCode',
      'city',
    ]);
  });
});

describe('addressOfContact', () => {
  it('maps a wallet contact to the address fields of spec 3 §3', () => {
    expect(addressOfContact({ ...fixtureContact, countryCode: 'us' })).toEqual({
      firstName: 'Jamie',
      lastName: 'Rivera',
      email: 'jamie.rivera@example.com',
      phone: '2065550142',
      countryCode: 'US',
      addressLine1: '400 Pine Street',
      addressLine2: 'Apt 5',
      postalCode: '98101',
      city: 'Seattle',
      province: 'WA',
      stateCode: 'WA',
    });
  });
});
