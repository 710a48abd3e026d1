import { describe, expect, it } from 'vitest';
import { fixtureBasket, fixtureItem } from '../../cart/fixtures';
import { confirmationHref, placementOutcome } from './placement';
import {
  allowedStep,
  billingComplete,
  canComplete,
  nextStep,
  parseStep,
  shippingComplete,
  stepAfterFailure,
} from './steps';

const address = { firstName: 'Ada', addressLine1: '1 Main St', countryCode: 'US' };
const shipped = fixtureBasket([fixtureItem()], {
  shipments: [
    { shipmentId: 'me', shippingMethod: { code: 'standard', price: 8 }, shippingAddress: address },
  ],
});
const paid = {
  ...shipped,
  billingAddress: address,
  payment_instruments: [
    { payment_instrument_id: 'p1', payment_method_id: 'CREDIT_CARD', amount: 170 },
  ],
  totals: { ...shipped.totals, remainingToPay: 0 },
};

describe('checkout steps (spec 1 §4)', () => {
  it('reads the step from the URL, shipping by default', () => {
    expect(parseStep('billing')).toBe('billing');
    expect(parseStep('summary')).toBe('summary');
    expect(parseStep('payment')).toBe('shipping');
    expect(parseStep(null)).toBe('shipping');
  });

  it('goes shipping → billing → summary', () => {
    expect(nextStep('shipping')).toBe('billing');
    expect(nextStep('billing')).toBe('summary');
    expect(nextStep('summary')).toBe('summary');
  });

  it('needs an address and a method on the home shipment before billing', () => {
    expect(shippingComplete(fixtureBasket())).toBe(false);
    expect(shippingComplete(shipped)).toBe(true);
    expect(allowedStep('summary', fixtureBasket())).toBe('shipping');
    expect(allowedStep('billing', shipped)).toBe('billing');
  });

  it('a pickup shipment needs no address', () => {
    const pickup = fixtureBasket([fixtureItem({ shipmentId: 'pickup-0101' })], {
      shipments: [
        {
          shipmentId: 'pickup-0101',
          shippingMethod: { code: 'pickup', price: 0 },
          storeId: '0101',
        },
      ],
    });
    expect(shippingComplete(pickup)).toBe(true);
  });

  it('needs a billing address and nothing left to pay before the summary', () => {
    expect(billingComplete(shipped)).toBe(false);
    expect(allowedStep('summary', shipped)).toBe('billing');
    expect(billingComplete(paid)).toBe(true);
    expect(allowedStep('summary', paid)).toBe('summary');
  });

  it('returns to billing on 3-D Secure failure and to shipping on address or delivery changes', () => {
    expect(stepAfterFailure('PYT405', 'summary')).toBe('billing');
    for (const code of ['CHK320', 'CHK380', 'SHP410', 'SHP500', 'ORD516', 'ORD517', 'ORD518'])
      expect(stepAfterFailure(code, 'summary')).toBe('shipping');
    expect(stepAfterFailure('PYT402', 'summary')).toBe('summary');
  });

  it('cannot complete when every item is out of stock', () => {
    const gone = (id: string) =>
      fixtureItem({
        id,
        customerNotifications: [{ type: 'error', code: 'INV700', message: 'Out of stock' }],
      });
    expect(canComplete(fixtureBasket([gone('a'), gone('b')]))).toBe(false);
    expect(canComplete(fixtureBasket([gone('a'), fixtureItem({ id: 'b' })]))).toBe(true);
    expect(canComplete(fixtureBasket([]))).toBe(false);
  });
});

describe('order placement (spec 1 §4)', () => {
  it('a PaymentNotAuthorized flash starts the challenge; created is finalised', () => {
    expect(placementOutcome({ st: 'pendingAuthentication', flash: [] })).toBe('challenge');
    expect(
      placementOutcome({
        st: 'created',
        flash: [{ type: 'error', code: 'PaymentNotAuthorized', message: '' }],
      }),
    ).toBe('challenge');
    expect(placementOutcome({ st: 'created', flash: [] })).toBe('finalised');
    expect(placementOutcome({ st: 'failed', flash: [] })).toBe('failed');
  });

  it('builds the confirmation URL with storeContext when given', () => {
    expect(confirmationHref('en-us', 'ALP00000001')).toBe(
      '/en-us/order-confirmation?order=ALP00000001',
    );
    expect(confirmationHref('en-gb', 'ALP1', 'pdp')).toBe(
      '/en-gb/order-confirmation?order=ALP1&storeContext=pdp',
    );
  });
});
