import { describe, expect, it } from 'vitest';
import type { ExpressFailure, ExpressSheetState } from '../types';
import {
  adyenMinorUnits,
  applePayAmount,
  applePayErrorOf,
  applePaySheetUpdate,
  payPalDeliveryMethods,
  payPalRejectReasonOf,
  walletContactOf,
  walletContactOfPayPal,
} from './mapping';

const labels = {
  merchant: 'Alpine',
  itemTotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
};

const sheet: ExpressSheetState = {
  totals: {
    currency: 'USD',
    itemTotal: 120,
    shipping: 5.5,
    tax: 9.6,
    totalDiscount: 10,
    total: 125.1,
  },
  shippingMethods: [
    { code: 'standard', label: 'Standard', detail: '3-5 business days', amount: 5.5 },
    { code: 'express', label: 'Express', amount: 15 },
  ],
  selectedMethod: 'express',
};

const failure = (extra: Partial<ExpressFailure>): ExpressFailure => ({
  ok: false,
  kind: 'unknown',
  code: 'GEN500',
  message: 'Something went wrong.',
  ...extra,
});

describe('Adyen mapping: amounts', () => {
  it('writes Apple Pay amounts with the currency digits, Adyen values in minor units', () => {
    expect(applePayAmount(12.3, 'USD')).toBe('12.30');
    expect(applePayAmount(1200, 'JPY')).toBe('1200');
    expect(adyenMinorUnits(12.3, 'USD')).toBe(1230);
    expect(adyenMinorUnits(0.1 + 0.2, 'CAD')).toBe(30);
    expect(adyenMinorUnits(1200, 'JPY')).toBe(1200);
    // An unknown code falls back to two digits.
    expect(applePayAmount(1, 'not a currency')).toBe('1.00');
  });
});

describe('Adyen mapping: contacts (spec 3 §5)', () => {
  it('keeps the flow fields of an Apple Pay contact, trimmed, the country upper case', () => {
    expect(
      walletContactOf({
        givenName: ' Ada ',
        familyName: 'Lovelace',
        addressLines: ['1 Main St', ' '],
        locality: 'Denver',
        administrativeArea: 'CO',
        postalCode: '80202',
        countryCode: 'us',
        phoneNumber: '',
      }),
    ).toEqual({
      givenName: 'Ada',
      familyName: 'Lovelace',
      addressLines: ['1 Main St'],
      locality: 'Denver',
      administrativeArea: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    });
    // Redacted before authorisation: country, postal code, city.
    expect(walletContactOf({ countryCode: 'US', postalCode: '80202', locality: 'Denver' })).toEqual(
      { countryCode: 'US', postalCode: '80202', locality: 'Denver' },
    );
    expect(walletContactOf(undefined)).toEqual({});
  });

  it('reads a PayPal address (Adyen AddressData) with the payer', () => {
    expect(
      walletContactOfPayPal(
        {
          street: 'Main St',
          houseNumberOrName: '1',
          city: 'Denver',
          postalCode: '80202',
          stateOrProvince: 'CO',
          country: 'US',
        },
        { givenName: 'Ada', familyName: 'Lovelace', emailAddress: 'ada@example.com' },
      ),
    ).toEqual({
      givenName: 'Ada',
      familyName: 'Lovelace',
      emailAddress: 'ada@example.com',
      addressLines: ['1 Main St'],
      locality: 'Denver',
      administrativeArea: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    });
    // Adyen fills an unknown house number with ZZ; PayPal's change data uses countryCode/state.
    expect(
      walletContactOfPayPal({ houseNumberOrName: 'ZZ', countryCode: 'US', state: 'CO', city: 'X' }),
    ).toEqual({ countryCode: 'US', administrativeArea: 'CO', locality: 'X' });
  });
});

describe('Adyen mapping: the sheet (spec 3 §3 totals and methods)', () => {
  it('makes the Apple Pay update: total, lines with the discount, the chosen method first', () => {
    expect(applePaySheetUpdate(sheet, labels)).toEqual({
      newTotal: { label: 'Alpine', amount: '125.10', type: 'final' },
      newLineItems: [
        { label: 'Subtotal', amount: '120.00', type: 'final' },
        { label: 'Discount', amount: '-10.00', type: 'final' },
        { label: 'Shipping', amount: '5.50', type: 'final' },
        { label: 'Tax', amount: '9.60', type: 'final' },
      ],
      newShippingMethods: [
        { label: 'Express', detail: '', amount: '15.00', identifier: 'express' },
        { label: 'Standard', detail: '3-5 business days', amount: '5.50', identifier: 'standard' },
      ],
    });
  });

  it('leaves the discount line out without a discount', () => {
    const update = applePaySheetUpdate(
      { ...sheet, totals: { ...sheet.totals, totalDiscount: 0 } },
      labels,
    );
    expect(update.newLineItems.map((l) => l.label)).toEqual(['Subtotal', 'Shipping', 'Tax']);
  });

  it('makes PayPal delivery methods in minor units, the chosen one selected', () => {
    expect(payPalDeliveryMethods(sheet)).toEqual([
      {
        reference: 'standard',
        description: 'Standard (3-5 business days)',
        type: 'Shipping',
        amount: { currency: 'USD', value: 550 },
        selected: false,
      },
      {
        reference: 'express',
        description: 'Express',
        type: 'Shipping',
        amount: { currency: 'USD', value: 1500 },
        selected: true,
      },
    ]);
    const { selectedMethod: _none, ...unselected } = sheet;
    expect(payPalDeliveryMethods(unselected).map((m) => m.selected)).toEqual([true, false]);
  });
});

describe('Adyen mapping: errors (spec 3 §8 "Cart and wallet")', () => {
  it('points Apple Pay at the field of each kind', () => {
    expect(applePayErrorOf(failure({ kind: 'country', message: 'US only' }))).toEqual({
      code: 'shippingContactInvalid',
      contactField: 'countryCode',
      message: 'US only',
    });
    expect(applePayErrorOf(failure({ kind: 'cityLength' })).contactField).toBe('locality');
    expect(applePayErrorOf(failure({ kind: 'shipping' })).code).toBe('addressUnserviceable');
    expect(
      applePayErrorOf(failure({ kind: 'contact', contact: 'billing', field: 'givenName' })),
    ).toEqual({
      code: 'billingContactInvalid',
      contactField: 'name',
      message: 'Something went wrong.',
    });
    expect(applePayErrorOf(failure({ kind: 'contact', field: 'postalCode' }))).toMatchObject({
      code: 'shippingContactInvalid',
      contactField: 'postalCode',
    });
    expect(applePayErrorOf(failure({}))).toEqual({
      code: 'unknown',
      message: 'Something went wrong.',
    });
  });

  it('gives PayPal its reject reason', () => {
    expect(payPalRejectReasonOf(failure({ kind: 'country' }))).toBe('COUNTRY_ERROR');
    expect(payPalRejectReasonOf(failure({ kind: 'cityLength' }))).toBe('ADDRESS_ERROR');
    expect(payPalRejectReasonOf(failure({ kind: 'incompleteAddress' }))).toBe('ADDRESS_ERROR');
    expect(payPalRejectReasonOf(failure({ kind: 'shipping' }))).toBe('METHOD_UNAVAILABLE');
    expect(payPalRejectReasonOf(failure({}))).toBe('STORE_UNAVAILABLE');
  });
});
