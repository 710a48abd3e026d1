import type { Address, BasketResponse, SavedPaymentInstrument } from '@storefront/api-contract';
import { findLocale } from '@storefront/api-contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/** The consumer service the action reads the account with. */
const consumer = {
  getProfile: vi.fn(),
  listPaymentInstruments: vi.fn(),
};
vi.mock('@storefront/commerce/server', () => ({
  createConsumerService: () => consumer,
}));

/** The checkout calls, in the order they are made. */
const calls: string[] = [];
const basket = (extra: Partial<BasketResponse> = {}) =>
  ({
    basketId: 'b1',
    items: [{ shipmentId: 'me' }],
    payment_instruments: [],
    ...extra,
  }) as unknown as BasketResponse;
const checkout = {
  setShippingAddress: vi.fn(async (_id: string, body: { shippingId: string }) => {
    calls.push(`shippingAddress ${body.shippingId}`);
    return basket();
  }),
  getShippingMethods: vi.fn(async () => {
    calls.push('shippingMethods');
    return {
      shippingId: 'me',
      applicableShippingMethods: [
        { code: 'express', price: 15 },
        { code: 'standard', price: 0 },
      ],
    };
  }),
  setShippingMethod: vi.fn(async (body: { code: string }) => {
    calls.push(`shippingMethod ${body.code}`);
    return basket();
  }),
  setBillingAddress: vi.fn(async () => {
    calls.push('billingAddress');
    return basket({
      payment_instruments: [
        { payment_instrument_id: 'old-card', payment_method_id: 'CREDIT_CARD', amount: 10 },
        { payment_instrument_id: 'gc', payment_method_id: 'GIFT_CARD', amount: 5 },
      ],
    });
  }),
  removePaymentInstrument: vi.fn(async (_id: string, instrument: string) => {
    calls.push(`remove ${instrument}`);
    return basket();
  }),
  addPaymentInstrument: vi.fn(async (_id: string, body: object) => {
    calls.push(`add ${JSON.stringify(body)}`);
    return basket();
  }),
  prepareOrder: vi.fn(async () => {
    calls.push('prepareOrder');
    return basket({ basketId: 'b1' });
  }),
};
let signedIn = true;
const locale = findLocale('en-us');

vi.mock('../server/serverCall', () => ({
  serverCall: async (
    _event: string,
    call: (context: object) => Promise<object>,
  ): Promise<object> => {
    const value = await call({
      locale,
      session: { signedIn },
      token: 't',
      client: {},
      basketId: 'b1',
      basket: { getBasket: async () => basket() },
      checkout,
    });
    return 'ok' in value ? value : { ok: true, ...value };
  },
}));

// The unit project shares one module graph per worker: load the action afresh so it gets the
// mocked services even when another file imported it first.
vi.resetModules();
const { memberExpressCheckoutAction } = await import('./memberExpress');

const main: Address = {
  id: 'a1',
  approachType: 'S',
  main: true,
  firstName: 'Riley',
  lastName: 'Morgan',
  addressLine1: '1600 Champa St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
};
const card: SavedPaymentInstrument = {
  paymentInstrumentId: 'pi-1',
  paymentMethodId: 'CREDIT_CARD',
  isDefault: true,
  card: {
    paymentInstrumentId: 'pi-1',
    cardType: 'VISA',
    holderName: 'Riley Morgan',
    maskedNumber: '************1111',
    lastFour: '1111',
    expirationMonth: 12,
    expirationYear: 2099,
  },
};

describe('memberExpressCheckoutAction (spec 1 §4)', () => {
  beforeEach(() => {
    calls.length = 0;
    signedIn = true;
    consumer.getProfile.mockResolvedValue({
      consumerDetails: { email: 'registered@example.com', address: [main] },
    });
    consumer.listPaymentInstruments.mockResolvedValue([card]);
  });

  it('applies the address, the default method, billing, the default card, then prepares', async () => {
    const result = await memberExpressCheckoutAction();
    expect(result.ok).toBe(true);
    expect(calls).toEqual([
      'shippingAddress me',
      'shippingMethods',
      'shippingMethod standard',
      'billingAddress',
      // The card the basket held is replaced; the gift card stays.
      'remove old-card',
      'add {"payment_method_id":"CREDIT_CARD","customer_payment_instrument_id":"pi-1"}',
      'prepareOrder',
    ]);
    expect(checkout.setShippingAddress).toHaveBeenCalledWith(
      'b1',
      expect.objectContaining({
        addressId: 'a1',
        email: 'registered@example.com',
        addressLine1: '1600 Champa St',
        shippingId: 'me',
      }),
    );
    expect(checkout.setBillingAddress).toHaveBeenCalledWith(
      'b1',
      expect.objectContaining({ addressId: 'a1', sameAsShipping: true }),
    );
  });

  it('refuses without a sign-in, a main shipping address or a default card, changing nothing', async () => {
    signedIn = false;
    expect(await memberExpressCheckoutAction()).toMatchObject({ ok: false, code: 'AUT432' });
    signedIn = true;
    consumer.getProfile.mockResolvedValue({
      consumerDetails: { email: 'r@x.com', address: [{ ...main, main: false }] },
    });
    expect(await memberExpressCheckoutAction()).toMatchObject({ ok: false, code: 'CHK380' });
    consumer.getProfile.mockResolvedValue({
      consumerDetails: { email: 'r@x.com', address: [main] },
    });
    consumer.listPaymentInstruments.mockResolvedValue([{ ...card, isDefault: false }]);
    const refused = await memberExpressCheckoutAction();
    expect(refused).toMatchObject({ ok: false, code: 'PYT404' });
    expect(refused.ok ? '' : refused.message).toBe(
      'We could not find this payment method. Please add it again.',
    );
    expect(calls).toEqual([]);
  });

  it('answers SHP404 when the address has no shipping method', async () => {
    checkout.getShippingMethods.mockResolvedValueOnce({
      shippingId: 'me',
      applicableShippingMethods: [],
    });
    expect(await memberExpressCheckoutAction()).toMatchObject({ ok: false, code: 'SHP404' });
    expect(calls).toEqual(['shippingAddress me']);
  });
});
