// Both sides of the express contract together (spec 3 §4, §7): commerce's basket and checkout
// services, as the storefront's express Server Actions call them, against the mock API on a
// real port.
import { findLocale } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../../commerce/src/api/client';
import { createBasketService } from '../../commerce/src/basket/basketService';
import { createCheckoutService } from '../../commerce/src/checkout/checkoutService';
import type { DatabaseHandle } from '../src/db/client';
import { captchaToken, guestToken } from './authHelpers';
import { findVariant, startCheckoutServer } from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let baseUrl: string;
let variant: string;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 50 });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

async function services() {
  const { accessToken } = await guestToken(app);
  const client = createApiClient({ baseUrl, locale: findLocale('en-us')! });
  return {
    basket: createBasketService(client, { accessToken }),
    checkout: createCheckoutService(client, { accessToken, orderChannel: 'MAPP' }),
  };
}

describe('express checkout through the commerce services', () => {
  it('a product page wallet order: express basket, session, redacted then full contact, DW_APPLE_PAY, placed on MAPP', async () => {
    const { basket, checkout } = await services();
    const cart = await basket.createBasket();
    const express = await basket.createExpressBasket();
    expect(express.express).toBe(true);
    expect(express.basketId).not.toBe(cart.basketId);
    const cartId = express.basketId;
    await basket.addItem({ cartId, productId: variant, qty: 1, maxQty: 1 });
    const session = await checkout.getPaymentSession({ cartId, paymentMethodId: 'DW_APPLE_PAY' });
    const redacted = await checkout.setShippingAddress(cartId, {
      countryCode: 'US',
      postalCode: '80202',
      city: 'Denver',
      shippingId: 'me',
      context: 'APPLE_PAY_EXPRESS',
    });
    expect(redacted.shipments[0]?.shippingAddress?.context).toBe('APPLE_PAY_EXPRESS');
    const methods = await checkout.getShippingMethods(cartId, 'me');
    expect(methods.applicableShippingMethods.length).toBeGreaterThan(0);
    await checkout.setShippingMethod({
      cartId,
      code: 'express',
      shippingId: 'me',
      shopperAppliedSM: true,
    });
    expect((await checkout.getShippingMethods(cartId, 'me')).selected).toBe('express');
    const contact = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '1550 Wewatta St',
      city: 'Denver',
      postalCode: '80202',
      countryCode: 'US',
    };
    await checkout.setShippingAddress(cartId, {
      ...contact,
      shippingId: 'me',
      context: 'APPLE_PAY_EXPRESS',
    });
    await checkout.prepareOrder(cartId);
    const paymentData = `simulated:approved:${session.sessionId}`;
    await checkout.addPaymentInstrument(cartId, {
      payment_method_id: 'DW_APPLE_PAY',
      additionalDetails: { paymentData, sessionId: session.sessionId },
    });
    const order = await checkout.placeOrder({
      cartId,
      billingAddress: contact,
      paymentMethod: {
        code: 'DW_APPLE_PAY',
        additionalData: { sessionId: session.sessionId, paymentData },
      },
      recaptcha_response: await captchaToken(app, 'placeOrder'),
    });
    expect(order).toMatchObject({
      st: 'created',
      channel: 'MAPP',
      paymentMethod: { code: 'DW_APPLE_PAY' },
    });
    expect((await basket.getBasket(cart.basketId)).status).toBe('open');
  });

  it('cancel deletes the express basket (204 through the client); errors arrive as ApiError codes', async () => {
    const { basket, checkout } = await services();
    const express = await basket.createExpressBasket();
    const error = await checkout
      .setShippingAddress(express.basketId, {
        countryCode: 'CA',
        postalCode: 'H2X',
        city: 'Montréal',
        context: 'APPLE_PAY_EXPRESS',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('PAY401');
    await expect(basket.deleteExpressBasket(express.basketId)).resolves.toBeUndefined();
    const gone = await basket.getBasket(express.basketId).catch((e: unknown) => e);
    expect((gone as ApiError).errorId).toBe('BSK404');
  });
});
