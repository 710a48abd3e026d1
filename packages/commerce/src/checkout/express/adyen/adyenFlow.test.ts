import { describe, expect, it, vi } from 'vitest';
import type { ExpressFailure, ExpressFlowHandlers, ExpressSession } from '../types';
import { applePayCallbacks, payPalCallbacks } from './adyenFlow';

const labels = {
  merchant: 'Alpine',
  itemTotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
};

const session: ExpressSession = {
  sessionId: 'ps-1',
  merchantSession: { epochTimestamp: 1 },
  storeCountry: 'US',
  billingCountries: ['US', 'CA'],
  totals: { currency: 'USD', itemTotal: 100, shipping: 0, tax: 8, totalDiscount: 0, total: 108 },
  shippingMethods: [{ code: 'standard', label: 'Standard', amount: 0 }],
  selectedMethod: 'standard',
};

const country: ExpressFailure = {
  ok: false,
  kind: 'country',
  code: 'SHP500',
  message: 'We only ship to the United States.',
};

function fakeHandlers(overrides: Partial<ExpressFlowHandlers> = {}): ExpressFlowHandlers {
  return {
    begin: vi.fn(),
    validateMerchant: vi.fn(async () => ({ ok: true as const, session })),
    shippingContactSelected: vi.fn(async () => ({
      ok: true as const,
      ...session,
      totals: { ...session.totals, tax: 9, total: 109 },
    })),
    shippingMethodSelected: vi.fn(async () => ({ ok: true as const, ...session })),
    paymentAuthorized: vi.fn(async () => ({ ok: true as const, orderNumber: 'ALP1' })),
    paypalAuthorized: vi.fn(async () => ({ ok: true as const, ...session })),
    paypalDetails: vi.fn(async () => ({ ok: true as const, orderNumber: 'ALP2' })),
    cancel: vi.fn(),
    ...overrides,
  };
}

const makeError = (args: object) => ({ applePayError: args });

describe('Adyen Apple Pay callbacks (spec 3 §4 express wallet flow)', () => {
  it('runs the flow: start, merchant validation, contact, method, authorisation, submit', async () => {
    const handlers = fakeHandlers();
    const cb = applePayCallbacks(() => handlers, labels, makeError);
    const clicked = vi.fn();
    cb.onClick(clicked);
    expect(handlers.begin).toHaveBeenCalledWith('wallet');
    expect(clicked).toHaveBeenCalled();

    const validated = vi.fn();
    await cb.onValidateMerchant(validated, vi.fn(), 'https://apple-pay-gateway.apple.com');
    expect(validated).toHaveBeenCalledWith({ epochTimestamp: 1 });

    const contactUpdate = vi.fn();
    await cb.onShippingContactSelected(contactUpdate, vi.fn(), {
      shippingContact: { countryCode: 'us', postalCode: '80202', locality: 'Denver' },
    });
    expect(handlers.shippingContactSelected).toHaveBeenCalledWith({
      countryCode: 'US',
      postalCode: '80202',
      locality: 'Denver',
    });
    expect(contactUpdate.mock.calls[0]?.[0]).toMatchObject({
      newTotal: { label: 'Alpine', amount: '109.00' },
      newShippingMethods: [{ identifier: 'standard', amount: '0.00' }],
    });

    const methodUpdate = vi.fn();
    await cb.onShippingMethodSelected(methodUpdate, vi.fn(), {
      shippingMethod: { identifier: 'standard' },
    });
    expect(handlers.shippingMethodSelected).toHaveBeenCalledWith('standard');
    expect(Object.keys(methodUpdate.mock.calls[0]?.[0] ?? {})).toEqual([
      'newTotal',
      'newLineItems',
    ]);

    const authorised = { resolve: vi.fn() };
    cb.onAuthorized(
      {
        authorizedEvent: {
          payment: {
            shippingContact: { givenName: 'Ada', familyName: 'Lovelace', countryCode: 'US' },
            billingContact: { givenName: 'Ada', countryCode: 'CA' },
          },
        },
      },
      authorised,
    );
    expect(authorised.resolve).toHaveBeenCalled();

    const actions = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onSubmit({ data: { paymentMethod: { applePayToken: 'tok-approved' } } }, {}, actions);
    expect(handlers.paymentAuthorized).toHaveBeenCalledWith({
      shippingContact: { givenName: 'Ada', familyName: 'Lovelace', countryCode: 'US' },
      billingContact: { givenName: 'Ada', countryCode: 'CA' },
      paymentData: 'tok-approved',
    });
    expect(actions.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
  });

  it('answers a failed contact step with the Apple Pay error over the last totals', async () => {
    const handlers = fakeHandlers({ shippingContactSelected: vi.fn(async () => country) });
    const cb = applePayCallbacks(() => handlers, labels, makeError);
    await cb.onValidateMerchant(vi.fn(), vi.fn());
    const update = vi.fn();
    await cb.onShippingContactSelected(update, vi.fn(), { shippingContact: { countryCode: 'FR' } });
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        newTotal: { label: 'Alpine', amount: '108.00', type: 'final' },
        errors: [
          {
            applePayError: {
              code: 'shippingContactInvalid',
              contactField: 'countryCode',
              message: 'We only ship to the United States.',
            },
          },
        ],
      }),
    );
  });

  it('rejects merchant validation and a refused payment; closing ends the session', async () => {
    const contact: ExpressFailure = {
      ok: false,
      kind: 'contact',
      code: 'API400',
      message: 'Enter a postal code.',
      contact: 'billing',
      field: 'postalCode',
    };
    const handlers = fakeHandlers({
      validateMerchant: vi.fn(async () => ({ ...country, kind: 'unknown' as const })),
      paymentAuthorized: vi.fn(async () => contact),
    });
    const cb = applePayCallbacks(() => handlers, labels, makeError);
    const reject = vi.fn();
    await cb.onValidateMerchant(vi.fn(), reject);
    expect(reject).toHaveBeenCalled();
    const actions = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onSubmit({}, {}, actions);
    expect(actions.reject).toHaveBeenCalledWith({
      error: {
        applePayError: {
          applePayError: {
            code: 'billingContactInvalid',
            contactField: 'postalCode',
            message: 'Enter a postal code.',
          },
        },
      },
    });
    cb.onError();
    expect(handlers.cancel).toHaveBeenCalled();
  });
});

describe('Adyen PayPal callbacks (spec 3 §4 PayPal express)', () => {
  it('starts with the payment backend action, adds the address, places with the details', async () => {
    const handlers = fakeHandlers({
      validateMerchant: vi.fn(async () => ({
        ok: true as const,
        session: {
          ...session,
          merchantSession: { resultCode: 'Pending', action: { type: 'sdk', paymentData: 'pd' } },
        },
      })),
    });
    const cb = payPalCallbacks(() => handlers);
    const submit = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onSubmit({}, {}, submit);
    expect(handlers.begin).toHaveBeenCalledWith('paypal');
    expect(submit.resolve).toHaveBeenCalledWith({
      resultCode: 'Pending',
      action: { type: 'sdk', paymentData: 'pd' },
    });

    const authorised = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onAuthorized(
      {
        authorizedEvent: {
          payer: { name: { given_name: 'Ada', surname: 'Lovelace' }, email_address: 'a@x.com' },
        },
        deliveryAddress: {
          street: 'Main St',
          houseNumberOrName: '1',
          city: 'Denver',
          postalCode: '80202',
          stateOrProvince: 'CO',
          country: 'US',
        },
      },
      authorised,
    );
    expect(handlers.paypalAuthorized).toHaveBeenCalledWith({
      givenName: 'Ada',
      familyName: 'Lovelace',
      emailAddress: 'a@x.com',
      addressLines: ['1 Main St'],
      locality: 'Denver',
      administrativeArea: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    });
    expect(authorised.resolve).toHaveBeenCalled();

    const details = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onAdditionalDetails({ data: { details: { orderID: 'PP-1' } } }, {}, details);
    expect(handlers.paypalDetails).toHaveBeenCalledWith('{"details":{"orderID":"PP-1"}}');
    expect(details.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
  });

  it('rejects without a payment action, an incomplete address or a refused order', async () => {
    const incomplete: ExpressFailure = {
      ok: false,
      kind: 'incompleteAddress',
      code: 'CHK320',
      message: 'Complete your address.',
    };
    const handlers = fakeHandlers({
      paypalAuthorized: vi.fn(async () => incomplete),
      paypalDetails: vi.fn(async () => ({ ...incomplete, kind: 'unknown' as const })),
    });
    const cb = payPalCallbacks(() => handlers);
    const submit = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onSubmit({}, {}, submit);
    expect(submit.reject).toHaveBeenCalled();
    const authorised = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onAuthorized({}, authorised);
    expect(authorised.reject).toHaveBeenCalled();
    const details = { resolve: vi.fn(), reject: vi.fn() };
    await cb.onAdditionalDetails({}, {}, details);
    expect(details.reject).toHaveBeenCalled();
    cb.onError();
    expect(handlers.cancel).toHaveBeenCalledTimes(1);
  });
});
