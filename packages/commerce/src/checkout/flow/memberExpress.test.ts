import type { Address, SavedPaymentInstrument } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import {
  memberExpressAddress,
  memberExpressChoice,
  memberExpressHref,
  memberExpressMethod,
  memberExpressReason,
  memberExpressSummaryOf,
} from './memberExpress';

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
const account = (addresses: Address[], cards: SavedPaymentInstrument[]) => ({
  email: 'riley@example.com',
  addresses,
  cards,
});

describe('member one-step checkout: the choice (spec 1 §4)', () => {
  it('takes the main shipping address and the default card', () => {
    const choice = memberExpressChoice(
      account(
        [
          address('a1'),
          address('b1', { approachType: 'B', main: true }),
          address('a2', { main: true }),
        ],
        [card('c1'), card('c2', { isDefault: true })],
      ),
      now,
    );
    expect(choice?.address.id).toBe('a2');
    expect(choice?.card.paymentInstrumentId).toBe('c2');
  });

  it('is not offered to a guest, without a main shipping address or a default card', () => {
    expect(memberExpressChoice(undefined, now)).toBeNull();
    // A main billing address is not a shipping address.
    expect(
      memberExpressChoice(
        account(
          [address('b1', { approachType: 'B', main: true })],
          [card('c1', { isDefault: true })],
        ),
        now,
      ),
    ).toBeNull();
    expect(
      memberExpressChoice(account([address('a1', { main: true })], [card('c1')]), now),
    ).toBeNull();
    expect(memberExpressChoice(account([address('a1', { main: true })], []), now)).toBeNull();
  });

  it('is not offered when the default card has expired, even with another valid card', () => {
    const choice = memberExpressChoice(
      account([address('a1', { main: true })], [card('c1', { isDefault: true }, 2025), card('c2')]),
      now,
    );
    expect(choice).toBeNull();
  });

  it('a card still valid in the month of now is usable (expires end of November 2026)', () => {
    const november = card('c1', { isDefault: true }, 2026);
    november.card.expirationMonth = 11;
    expect(
      memberExpressChoice(account([address('a1', { main: true })], [november]), now),
    ).not.toBeNull();
  });

  it('summarises the choice without ids and makes the basket address with the e-mail', () => {
    const choice = {
      address: address('a1', { main: true }),
      card: card('c1', { isDefault: true }),
    };
    expect(memberExpressSummaryOf(choice)).toEqual({
      address: 'a1 Main St, Denver',
      cardType: 'VISA',
      lastFour: '1111',
    });
    expect(memberExpressAddress(choice, 'r@x.com')).toMatchObject({
      addressId: 'a1',
      email: 'r@x.com',
      countryCode: 'US',
      postalCode: '80202',
    });
  });
});

describe('member one-step checkout: the shipping method', () => {
  const methods = (codes: string[], selected?: string) => ({
    shippingId: 'me',
    applicableShippingMethods: codes.map((code) => ({
      code,
      price: 5,
    })),
    ...(selected ? { selected } : {}),
  });

  it('keeps the selected method, else standard, else the first', () => {
    expect(memberExpressMethod(methods(['express', 'standard'], 'express'))).toBe('express');
    expect(memberExpressMethod(methods(['express', 'standard']))).toBe('standard');
    expect(memberExpressMethod(methods(['express']))).toBe('express');
    expect(memberExpressMethod(methods([], 'standard'))).toBeUndefined();
  });
});

describe('member one-step checkout: where the shopper lands', () => {
  it('summary on success, shipping with the reason code on failure', () => {
    expect(memberExpressHref('en-us', { ok: true })).toBe('/en-us/checkout?step=summary');
    expect(memberExpressHref('fr-ca', { ok: false, code: 'PYT404' })).toBe(
      '/fr-ca/checkout?step=shipping&expressFailed=PYT404',
    );
    expect(memberExpressHref('en-us', { ok: false, code: '<script>' })).toBe(
      '/en-us/checkout?step=shipping&expressFailed=GEN500',
    );
  });

  it('reads only a well-formed code back from the query', () => {
    expect(memberExpressReason('CHK320')).toBe('CHK320');
    expect(memberExpressReason(['FE309', 'X'])).toBe('FE309');
    expect(memberExpressReason('withDetails')).toBeNull();
    expect(memberExpressReason(undefined)).toBeNull();
    expect(memberExpressReason('')).toBeNull();
  });
});
