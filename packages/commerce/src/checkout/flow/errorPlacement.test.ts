import { describe, expect, it } from 'vitest';
import { fieldOfMessage, placeError } from './errorPlacement';

describe('error placement (spec 1 §8)', () => {
  it('puts shipping address errors at their field', () => {
    expect(placeError('SHP410', 'shipping')).toEqual({ kind: 'shippingField', field: 'phone' });
    expect(placeError('SHP500', 'shipping', 'Delivery to a PO box')).toEqual({
      kind: 'shippingField',
      field: 'addressLine1',
    });
    expect(placeError('CHK380', 'shipping')).toEqual({
      kind: 'shippingField',
      field: 'countryCode',
    });
    expect(placeError('CHK320', 'shipping', 'postalCode is not valid')).toEqual({
      kind: 'shippingField',
      field: 'postalCode',
    });
    expect(placeError('CHK320', 'shipping', 'Something else')).toEqual({ kind: 'top' });
  });

  it('puts billing errors at the billing form', () => {
    expect(placeError('BILL410', 'billing')).toEqual({ kind: 'billingField', field: 'phone' });
    expect(placeError('PAY400', 'billing')).toEqual({ kind: 'billingField', field: 'countryCode' });
    expect(placeError('BIL400', 'billing', 'postalCode is not valid')).toEqual({
      kind: 'billingField',
      field: 'postalCode',
    });
  });

  it('puts payment errors at the top, gift card errors at the gift card input, FE309 at the expiry', () => {
    expect(placeError('FE309', 'payment')).toEqual({ kind: 'cardExpiry' });
    for (const code of ['GFC400', 'GFC410', 'GFC700', 'GFC725', 'GFC740', 'GFC812'])
      expect(placeError(code, 'payment')).toEqual({ kind: 'giftCard' });
    expect(placeError('REW140', 'payment')).toEqual({ kind: 'reward' });
    expect(placeError('PYT400', 'payment')).toEqual({ kind: 'top' });
  });

  it('places order errors: top notification, persistent toast, items, blocked, stage switch', () => {
    for (const code of [
      'FE309',
      'PYT404',
      'CHK320',
      'PYT402',
      'PYT406',
      'BSK404',
      'SHP500',
      'INV408',
    ])
      expect(placeError(code, 'placement')).toEqual({ kind: 'top' });
    for (const code of ['TAX310', 'ORD400', 'GEN500', 'STR404'])
      expect(placeError(code, 'placement')).toEqual({ kind: 'toast' });
    expect(placeError('INV702', 'placement')).toEqual({ kind: 'items' });
    expect(placeError('INV405', 'placement')).toEqual({ kind: 'items' });
    expect(placeError('PRC400', 'placement')).toEqual({ kind: 'items' });
    expect(placeError('INV701', 'placement')).toEqual({ kind: 'blocked' });
    expect(placeError('ORD517', 'placement')).toEqual({ kind: 'stageSwitch' });
  });

  it('reads the field a server message names', () => {
    expect(fieldOfMessage('firstName must have at least 2 characters')).toBe('firstName');
    expect(fieldOfMessage('country is required')).toBe('countryCode');
    expect(fieldOfMessage('stateCode is required')).toBe('province');
    expect(fieldOfMessage(undefined)).toBeUndefined();
  });
});
