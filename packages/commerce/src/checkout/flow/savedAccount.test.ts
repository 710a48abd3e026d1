import type { Address, SavedPaymentInstrument } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import {
  accountAfterSave,
  addressesOfType,
  addressRequestOf,
  cardExpired,
  checkoutAddressOf,
  initialAddressChoice,
  initialCardChoice,
  newChoice,
  savedCardRequestOf,
} from './savedAccount';

const address = (id: string, extra: Partial<Address> = {}): Address => ({
  id,
  approachType: 'S',
  main: false,
  firstName: 'Riley',
  lastName: 'Morgan',
  addressLine1: `${id} Main St`,
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
  phone: '+13035550123',
  ...extra,
});

const card = (id: string, extra: Partial<SavedPaymentInstrument> = {}, year = 2030) =>
  ({
    paymentInstrumentId: id,
    paymentMethodId: 'CREDIT_CARD',
    isDefault: false,
    card: {
      paymentInstrumentId: id,
      cardType: 'VISA',
      holderName: 'Riley Morgan',
      maskedNumber: '************1111',
      lastFour: '1111',
      expirationMonth: 12,
      expirationYear: year,
    },
    ...extra,
  }) satisfies SavedPaymentInstrument;

const now = new Date('2026-11-26T12:00:00Z');

describe('saved addresses in the checkout (spec 2 §3, §4)', () => {
  const account = {
    email: 'riley@example.com',
    cards: [],
    addresses: [
      address('a1'),
      address('b1', { approachType: 'B', main: true }),
      address('a2', { main: true }),
    ],
  };

  it('lists one type, the main address first', () => {
    expect(addressesOfType(account, 'S').map((a) => a.id)).toEqual(['a2', 'a1']);
    expect(addressesOfType(account, 'B').map((a) => a.id)).toEqual(['b1']);
    expect(addressesOfType(undefined, 'S')).toEqual([]);
  });

  it('a saved address becomes the basket address with the account e-mail and its id', () => {
    expect(checkoutAddressOf(address('a1', { addressLine2: 'Apt 4' }), 'r@x.com')).toEqual({
      addressId: 'a1',
      firstName: 'Riley',
      lastName: 'Morgan',
      email: 'r@x.com',
      phone: '+13035550123',
      addressLine1: 'a1 Main St',
      addressLine2: 'Apt 4',
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      countryCode: 'US',
      country: 'US',
    });
  });

  it('a typed address becomes an address-book request without e-mail or empty fields', () => {
    expect(
      addressRequestOf(
        {
          firstName: ' Ada ',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '+13035550123',
          addressLine1: '1 Main St ',
          addressLine2: '',
          city: 'Denver',
          postalCode: '80202',
          countryCode: 'US',
        },
        'S',
      ),
    ).toEqual({
      approachType: 'S',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+13035550123',
      addressLine1: '1 Main St',
      city: 'Denver',
      postalCode: '80202',
      countryCode: 'US',
    });
  });

  it('starts from the basket address when saved, a typed one as new, else the main one', () => {
    const saved = addressesOfType(account, 'S');
    expect(initialAddressChoice(saved, undefined)).toBe('a2');
    expect(initialAddressChoice(saved, { addressId: 'a1', addressLine1: 'x' })).toBe('a1');
    expect(
      initialAddressChoice(saved, {
        addressLine1: 'A1 MAIN ST',
        postalCode: '80202',
        countryCode: 'US',
      }),
    ).toBe('a1');
    expect(initialAddressChoice(saved, { addressLine1: '9 Elm St', postalCode: '80202' })).toBe(
      newChoice,
    );
    expect(initialAddressChoice([], undefined)).toBe(newChoice);
  });
});

describe('saved cards in the checkout (spec 2 §3 "Payment card response")', () => {
  it('an expired card cannot pay (FE309)', () => {
    expect(cardExpired(card('c1', {}, 2025), now)).toBe(true);
    expect(cardExpired(card('c1', {}, 2026), now)).toBe(false);
  });

  it('starts from the default card unless expired, else the first usable, else new', () => {
    expect(initialCardChoice([card('c1'), card('c2', { isDefault: true })], now)).toBe('c2');
    expect(initialCardChoice([card('c1'), card('c2', { isDefault: true }, 2020)], now)).toBe('c1');
    expect(initialCardChoice([card('c1', {}, 2020)], now)).toBe(newChoice);
    expect(initialCardChoice([], now)).toBe(newChoice);
  });
});

describe('what the checkout saves joins the account it offers (spec 2 §3, §4)', () => {
  const account = {
    email: 'riley@example.com',
    addresses: [address('a1', { main: true })],
    cards: [card('c1', { isDefault: true })],
  };

  it('adds a saved address under the main-flag rule', () => {
    const next = accountAfterSave(account, { address: address('a2', { main: true }) });
    expect(next.addresses.map((a) => [a.id, a.main])).toEqual([
      ['a1', false],
      ['a2', true],
    ]);
    expect(next.cards).toBe(account.cards);
    // The first billing address becomes main whatever was asked.
    const billing = accountAfterSave(account, { address: address('b1', { approachType: 'B' }) });
    expect(addressesOfType(billing, 'B').map((a) => [a.id, a.main])).toEqual([['b1', true]]);
  });

  it('adds a saved card; a default one takes the flag; the same id is replaced', () => {
    expect(accountAfterSave(account, { card: card('c2') }).cards.map((c) => c.isDefault)).toEqual([
      true,
      false,
    ]);
    const defaulted = accountAfterSave(account, { card: card('c2', { isDefault: true }) });
    expect(defaulted.cards.map((c) => [c.paymentInstrumentId, c.isDefault])).toEqual([
      ['c1', false],
      ['c2', true],
    ]);
    expect(accountAfterSave(account, { card: card('c1', { isDefault: true }) }).cards).toHaveLength(
      1,
    );
    expect(accountAfterSave(account, {})).toEqual(account);
  });
});

describe('savedCardRequestOf (spec 2 §3 saved-card payload)', () => {
  const values = {
    number: '4111 1111 1111 1111',
    holder: ' Ada Lovelace ',
    expiry: '04/31',
    securityCode: '123',
  };

  it('digits, brand, holder trimmed, four-digit year; never the security code', () => {
    const request = savedCardRequestOf(values);
    expect(request).toEqual({
      paymentMethodId: 'CREDIT_CARD',
      card: {
        number: '4111111111111111',
        holderName: 'Ada Lovelace',
        cardType: 'Visa',
        expirationMonth: 4,
        expirationYear: 2031,
      },
    });
    expect(Object.keys(request.card)).not.toContain('securityCode');
  });

  it('the default flag and the captcha response when given', () => {
    expect(
      savedCardRequestOf(values, { isDefault: false, recaptchaResponse: 'token-1' }),
    ).toMatchObject({ isDefault: false, recaptcha_response: 'token-1' });
    expect(savedCardRequestOf(values, { recaptchaResponse: '' })).not.toHaveProperty(
      'recaptcha_response',
    );
  });
});
