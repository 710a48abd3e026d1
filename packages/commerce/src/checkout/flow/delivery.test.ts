import { describe, expect, it } from 'vitest';
import { fixtureItem } from '../../cart/fixtures';
import {
  collectionAddress,
  contactFields,
  deliveryChoices,
  emptyContact,
  shipmentKind,
  shipmentPlaceId,
  validateContact,
} from './delivery';

const home = [
  { code: 'express', price: 20, deliveryTime: '1-2 days' },
  { code: 'standard', price: 8, deliveryTime: '3-5 days' },
];
const item = (available: string[], extra: Parameters<typeof fixtureItem>[0] = {}) =>
  fixtureItem({
    shippingOptions: { selected: 'standard', available },
    ...extra,
  });

describe('shipment kinds (spec 1 §3 shipping method codes)', () => {
  it('reads the kind and the place from the shipment id', () => {
    expect(shipmentKind('me')).toBe('home');
    expect(shipmentKind('digital')).toBe('digital');
    expect(shipmentKind('customs')).toBe('customs');
    expect(shipmentKind('pickup-0101')).toBe('pickup');
    expect(shipmentKind('sts-0102')).toBe('sts');
    expect(shipmentKind('pudo-CP-US-001')).toBe('pudo');
    expect(shipmentPlaceId({ shipmentId: 'pudo-CP-US-001' })).toBe('CP-US-001');
    expect(shipmentPlaceId({ shipmentId: 'pickup-0101', storeId: '0199' })).toBe('0199');
    expect(shipmentPlaceId({ shipmentId: 'me' })).toBeUndefined();
  });
});

describe('deliveryChoices', () => {
  it('offers the home methods in the API order, then the store deliveries the site has', () => {
    const choices = deliveryChoices('me', [item(['standard', 'express', 'pudo'])], home, {
      pickup: true,
      sts: true,
    });
    expect(choices.map((c) => c.code)).toEqual(['express', 'standard', 'pickup', 'sts', 'pudo']);
    expect(choices[0]).toMatchObject({ kind: 'home', method: { price: 20 } });
  });

  it('leaves out a collection point the items do not list, and stores the site lacks', () => {
    const choices = deliveryChoices('me', [item(['standard', 'express'])], home, {
      pickup: true,
      sts: false,
    });
    expect(choices.map((c) => c.code)).toEqual(['express', 'standard', 'pickup']);
  });

  it('offers a store delivery an item lists even when the site list does not say so', () => {
    const choices = deliveryChoices('pickup-0101', [item(['standard', 'sts'])], home, {
      pickup: false,
      sts: false,
    });
    expect(choices.map((c) => c.code)).toEqual(['express', 'standard', 'sts']);
  });

  it('keeps digital and customs shipments on their own method (no store, no address)', () => {
    const digital = { code: 'digital', price: 0, deliveryTime: 'Same day' };
    const choices = deliveryChoices(
      'digital',
      [item(['digital'], { isDigitalProduct: true })],
      home,
      { pickup: true, sts: true },
      [digital],
    );
    expect(choices).toEqual([{ kind: 'home', code: 'digital', method: digital }]);
  });
});

describe('pickup contact (spec 1 §5)', () => {
  it('asks a collection point for email, phone and name, a store for the email, only where configured', () => {
    expect(contactFields(['pudo'], true)).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(contactFields(['pickup'], true)).toEqual(['email']);
    expect(contactFields(['sts', 'pickup'], true)).toEqual(['email']);
    expect(contactFields(['pickup', 'pudo'], true)).toContain('phone');
    expect(contactFields(['standard'], true)).toEqual([]);
    expect(contactFields(['pudo'], false)).toEqual([]);
  });

  it('gives the spec messages', () => {
    const fields = contactFields(['pudo'], true);
    expect(validateContact(emptyContact, fields)).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      phone: 'This field is required',
    });
    expect(
      validateContact(
        { firstName: 'Ad4', lastName: "O'Brien-Łukasz", email: 'ada@example', phone: '12 34' },
        fields,
      ),
    ).toEqual({
      firstName: 'Name is not valid.',
      email: 'Email is not valid',
      phone: 'A valid phone number is required',
    });
    expect(
      validateContact(
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '303 555 0100' },
        fields,
      ),
    ).toEqual({});
  });

  it('sends the place address with the asked contact fields only', () => {
    const address = collectionAddress(
      {
        addressLine1: '1 Main St',
        city: 'Denver',
        postalCode: '80202',
        stateCode: 'CO',
        countryCode: 'US',
      },
      { firstName: 'Ada', lastName: 'Lovelace', email: ' ada@example.com ', phone: '3035550100' },
      ['email'],
    );
    expect(address).toEqual({
      addressLine1: '1 Main St',
      city: 'Denver',
      postalCode: '80202',
      province: 'CO',
      countryCode: 'US',
      email: 'ada@example.com',
    });
  });
});
