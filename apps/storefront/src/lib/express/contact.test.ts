import type { ApplicableShippingMethods, BasketResponse } from '@storefront/api-contract';
import type { ExpressActions } from '@storefront/commerce';
import { describe, expect, it, vi } from 'vitest';
import type * as actions from './actions';
import { homeDeliveryOf, kindOfCode, retryOnce, sheetStateOf } from './contact';

/** The basket fields the sheet reads (totals in USD, major units). */
function fixtureBasket(shipments: BasketResponse['shipments'] = []): BasketResponse {
  const totals = { itemTotal: 100, shipping: 8, tax: 8.64, totalDiscount: 0, total: 116.64 };
  return { currency: 'USD', shipments, totals } as unknown as BasketResponse;
}

/** The Server Actions fill the port (checked by the typecheck). */
const port: ExpressActions = {
  start: (...args) => (null as unknown as typeof actions).startExpressAction(...args),
  selectShippingContact: (c) => (null as unknown as typeof actions).expressShippingContactAction(c),
  selectShippingMethod: (c) => (null as unknown as typeof actions).expressShippingMethodAction(c),
  authorize: (p) => (null as unknown as typeof actions).authorizeExpressAction(p),
  paypalAuthorized: (c) => (null as unknown as typeof actions).paypalAuthorizedAction(c),
  paypalDetails: (i) => (null as unknown as typeof actions).paypalDetailsAction(i),
  cancel: () => (null as unknown as typeof actions).cancelExpressAction(),
  finalise: (n) => (null as unknown as typeof actions).finaliseExpressAction(n),
};

describe('express Server Actions port', () => {
  it('fills the port', () => {
    expect(Object.keys(port)).toHaveLength(8);
  });
});

describe('express error kinds of API codes (spec 3 §8)', () => {
  it('maps codes and the server message to kind, contact and field', () => {
    expect(kindOfCode('PAY401')).toEqual({ kind: 'country' });
    expect(kindOfCode('CHK320', 'city must have at most 50 characters')).toEqual({
      kind: 'cityLength',
    });
    expect(kindOfCode('CHK320', 'postalCode is not valid')).toEqual({
      kind: 'contact',
      contact: 'shipping',
      field: 'postalCode',
    });
    expect(kindOfCode('SHP404')).toEqual({ kind: 'shipping' });
    expect(kindOfCode('BIL400', 'lastName is required')).toEqual({
      kind: 'contact',
      contact: 'billing',
      field: 'familyName',
    });
    expect(kindOfCode('PYT402')).toEqual({ kind: 'unknown' });
  });
});

describe('sheet state and the cart before the flow', () => {
  const methods: ApplicableShippingMethods = {
    shippingId: 'me',
    applicableShippingMethods: [
      { code: 'standard', price: 8, deliveryTime: '3-5 days', label: 'Standard' },
      { code: 'express', price: 20 },
    ],
    selected: 'standard',
  };

  it('answers totals and methods (price as amount, delivery time as detail)', () => {
    const basket = fixtureBasket([]);
    const sheet = sheetStateOf(basket, methods, (code) => `«${code}»`);
    expect(sheet.shippingMethods).toEqual([
      { code: 'standard', label: 'Standard', detail: '3-5 days', amount: 8 },
      { code: 'express', label: '«express»', amount: 20 },
    ]);
    expect(sheet.selectedMethod).toBe('standard');
    expect(sheet.totals).toEqual({
      currency: 'USD',
      itemTotal: 100,
      shipping: 8,
      tax: 8.64,
      totalDiscount: 0,
      total: 116.64,
    });
  });

  it('keeps the home address and method without the shipment id and context', () => {
    const basket = fixtureBasket([
      {
        shipmentId: 'me',
        shippingMethod: { code: 'express', price: 20 },
        shippingAddress: { city: 'Denver', shippingId: 'me', context: 'APPLE_PAY_EXPRESS' },
      },
    ]);
    expect(homeDeliveryOf(basket)).toEqual({ address: { city: 'Denver' }, method: 'express' });
    expect(homeDeliveryOf(fixtureBasket([]))).toEqual({});
  });
});

describe('payment session retry (spec 3 §9)', () => {
  it('retries once after the delay', async () => {
    const sleep = vi.fn(async () => undefined);
    const call = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    await expect(retryOnce(call, 3000, sleep)).resolves.toBe('ok');
    expect(sleep).toHaveBeenCalledWith(3000);
    const failing = vi.fn().mockRejectedValue(new Error('down'));
    await expect(retryOnce(failing, 3000, sleep)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
