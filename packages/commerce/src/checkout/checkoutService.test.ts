import type { Order } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { errorEnvelope, recordingClient } from '../api/recordingClient';
import { fixtureBasket } from '../cart/fixtures';
import { createCheckoutService } from './checkoutService';
import { createPurchaseService } from './purchaseService';

const basket = fixtureBasket([], {
  basketId: 'B1',
  consumerId: 'C1',
  version: 2,
  shipments: [
    { shipmentId: 'me', shippingMethod: { code: 'standard', price: 8, deliveryTime: '3-5 days' } },
  ],
  payment_instruments: [
    { payment_instrument_id: 'P1', payment_method_id: 'CREDIT_CARD', amount: 108 },
  ],
});
const { totals } = basket;
const order: Order = {
  orderNumber: 'ALP10000001',
  st: 'pendingAuthentication',
  basketId: 'B1',
  currency: 'USD',
  channel: 'MAPP',
  items: [],
  shipments: basket.shipments,
  paymentMethod: { code: 'CREDIT_CARD', additionalData: {} },
  paymentInstruments: basket.payment_instruments,
  flash: [{ type: 'error', code: 'PaymentNotAuthorized', message: '3-D Secure' }],
  totals,
  promoSummary: [],
  couponCodes: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};

function setup(answer: unknown, status = 200) {
  const { client, calls } = recordingClient(answer, status);
  return {
    checkout: createCheckoutService(client, { accessToken: 'T1', orderChannel: 'MAPP' }),
    purchases: createPurchaseService(client, { accessToken: () => 'T2' }),
    calls,
  };
}

describe('createCheckoutService', () => {
  it('sets the shipping method with the bearer token and validates the basket', async () => {
    const { checkout, calls } = setup(basket);
    await expect(
      checkout.setShippingMethod({
        cartId: 'B1',
        code: 'express',
        shippingId: 'me',
        shopperAppliedSM: true,
      }),
    ).resolves.toMatchObject({ basketId: 'B1' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { cartId: 'B1', code: 'express' } });
    expect(calls[0]?.url.pathname).toBe('/cart/v1/shippingMethod');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T1');
    expect(calls[0]?.headers.get('x-channel')).toBe('ECOMM');
  });

  it('places and patches orders on the order channel (MAPP) only', async () => {
    const { checkout, calls } = setup(order);
    const placed = await checkout.placeOrder({ cartId: 'B1', recaptcha_response: 'r' });
    expect(placed.flash[0]?.code).toBe('PaymentNotAuthorized');
    await checkout.patchOrder('ALP10000001', {
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'Y' } },
    });
    expect(calls.map((c) => [c.method, c.url.pathname, c.headers.get('x-channel')])).toEqual([
      ['PUT', '/cart/v2/checkout/order', 'MAPP'],
      ['PATCH', '/cart/v2/checkout/order/ALP10000001', 'MAPP'],
    ]);
  });

  it('deletes an instrument by payment_instrument_id and asks a BNPL session by default', async () => {
    const { checkout, calls } = setup(basket);
    await checkout.removePaymentInstrument('B1', 'P1');
    expect(calls[0]).toMatchObject({ method: 'DELETE', body: { payment_instrument_id: 'P1' } });
    const session = setup({
      success: true,
      provider: 'paylater',
      locale: 'en-US',
      sessionId: 'ps_1',
      meta: { merchantSession: {} },
    });
    await session.checkout.getPaymentSession({ cartId: 'B1' });
    expect(Object.fromEntries(session.calls[0]?.url.searchParams ?? [])).toMatchObject({
      cartId: 'B1',
      paymentMethodId: 'BNPL',
    });
  });

  it.each(['ORD516', 'ORD517', 'ORD518', 'TAX310', 'PYT300', 'GFC740', 'SHP500', 'FE309'])(
    'passes the server code %s through',
    async (code) => {
      const { checkout } = setup(errorEnvelope(code), code === 'SHP500' ? 400 : 409);
      const error = await checkout.prepareOrder('B1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ errorId: code });
    },
  );

  it('rejects an answer off contract with GEN500', async () => {
    const { checkout } = setup({ orderNumber: 1 });
    await expect(checkout.placeOrder({ cartId: 'B1' })).rejects.toMatchObject({
      errorId: 'GEN500',
    });
  });
});

describe('createPurchaseService', () => {
  it('pages the purchase history and reads a token function', async () => {
    const { purchases, calls } = setup({ total: 0, start: 5, count: 0, orders: [] });
    await purchases.getPurchaseHistory({ start: 5, count: 5 });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { start: 5, count: 5 } });
    expect(calls[0]?.url.pathname).toBe('/consumers-v3/consumer/purchasehistory');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T2');
  });

  it('raises RTN500 and OHS4004 from the server', async () => {
    await expect(
      setup(errorEnvelope('RTN500'), 500).purchases.createReturnLabel('ALP1'),
    ).rejects.toMatchObject({
      errorId: 'RTN500',
    });
    await expect(
      setup(errorEnvelope('OHS4004'), 404).purchases.getPurchase('ALP1'),
    ).rejects.toMatchObject({
      errorId: 'OHS4004',
    });
  });
});
