import { basketPaths, checkoutPaths, purchasePaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { walletOutcome } from '../src/payments/wallet';
import {
  captchaToken,
  errorIdOf,
  getAs,
  guestToken,
  post,
  registeredToken,
  testConsumers,
} from './authHelpers';
import { addInstrument, findVariant, place, startCheckoutServer } from './checkoutHelpers';
import { contractHeaders } from './helpers';

/**
 * The provider's server side of an express checkout (spec 3 §4 "Express wallet flow",
 * "PayPal express"; §7 payment session, payment instruments, place order): a wallet order
 * from the express basket, the wallet tokens' outcomes, the checks of a wallet placement.
 */

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 50 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** A wallet contact as the storefront hands it over after authorisation (no phone). */
const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  addressLine1: '1550 Wewatta St',
  city: 'Denver',
  postalCode: '80202',
  countryCode: 'US',
};

interface Session {
  sessionId: string;
  provider: string;
  meta: { merchantSession: Record<string, unknown> };
}

/**
 * Runs a wallet flow up to placement: express basket + item, payment session, redacted then
 * complete shipping address, standard method, prepareOrder, wallet instrument.
 */
async function walletReady(
  token: string,
  options: { method?: 'DW_APPLE_PAY' | 'PAYPAL'; paymentData?: string } = {},
) {
  const method = options.method ?? 'DW_APPLE_PAY';
  const context = method === 'PAYPAL' ? 'PAYPAL_EXPRESS' : 'APPLE_PAY_EXPRESS';
  const created = await post(app, basketPaths.cart, { express: true }, token);
  const basketId = (created.json() as { basketId: string }).basketId;
  await post(app, basketPaths.item, { cartId: basketId, productId: variant, qty: 1 }, token);
  const query = method === 'PAYPAL' ? 'paymentMethod=paypal' : 'paymentMethodId=DW_APPLE_PAY';
  const sessionAnswer = await getAs(
    app,
    `${checkoutPaths.paymentSession}?cartId=${basketId}&${query}&referer=${encodeURIComponent('http://127.0.0.1:3000/p/x')}`,
    token,
  );
  expect(sessionAnswer.statusCode).toBe(200);
  const session = sessionAnswer.json() as Session;
  if (method === 'DW_APPLE_PAY') {
    const redacted = await post(
      app,
      checkoutPaths.shippingAddress(basketId),
      { countryCode: 'US', postalCode: '80202', city: 'Denver', context },
      token,
    );
    expect(redacted.statusCode).toBe(200);
  }
  const full = await post(
    app,
    checkoutPaths.shippingAddress(basketId),
    { ...contact, context },
    token,
  );
  expect(full.statusCode).toBe(200);
  const methodSet = await post(
    app,
    checkoutPaths.shippingMethod,
    { cartId: basketId, code: 'standard', shippingId: 'me', shopperAppliedSM: true },
    token,
  );
  expect(methodSet.statusCode).toBe(200);
  const prepared = await post(app, checkoutPaths.prepareOrder, { basketId }, token);
  expect(prepared.statusCode).toBe(200);
  const paymentData = options.paymentData ?? 'simulated:approved:1';
  const paid = await addInstrument(app, token, basketId, {
    payment_method_id: method,
    additionalDetails: { paymentData, sessionId: session.sessionId },
  });
  expect(paid.statusCode).toBe(200);
  // Spec 3 §7: the answer's instruments carry payment_method_id, payment_instrument_id, c_requestID.
  const instruments = (paid.json() as { payment_instruments: Record<string, unknown>[] })
    .payment_instruments;
  expect(instruments).toEqual([
    expect.objectContaining({
      payment_method_id: method,
      payment_instrument_id: expect.any(String),
      c_requestID: expect.any(String),
    }),
  ]);
  expect(instruments[0]).not.toHaveProperty('c_secretOutcome');
  const paymentMethod = {
    code: method,
    additionalData: { sessionId: session.sessionId, paymentData },
  };
  return { basketId, session, paymentMethod };
}

describe('wallet tokens (simulated provider)', () => {
  it('simulated:{approved|declined|error}: …; any other token is approved', () => {
    expect(walletOutcome('simulated:approved:abc')).toBe('approved');
    expect(walletOutcome('simulated:declined:abc')).toBe('declined');
    expect(walletOutcome('simulated:error')).toBe('error');
    expect(walletOutcome('eyJhbGciOi…')).toBe('approved');
  });
});

describe('express wallet order (spec 3 §4, §7)', () => {
  it('a signed-in shopper pays with the wallet from the express basket: channel MAPP, DW_APPLE_PAY, in the history; the cart untouched', async () => {
    const { accessToken: token } = await registeredToken(
      app,
      testConsumers.registered.username,
      testConsumers.registered.password,
    );
    const cart = await post(app, basketPaths.cart, {}, token);
    const cartId = (cart.json() as { basketId: string }).basketId;
    const { basketId, session, paymentMethod } = await walletReady(token);
    expect(session.provider).toBe('applepay');
    expect(session.meta.merchantSession).toMatchObject({
      merchantIdentifier: expect.any(String),
      domainName: '127.0.0.1:3000',
    });
    const response = await app.inject({
      method: 'PUT',
      url: `${checkoutPaths.placeOrder}?locale=en-US`,
      headers: { ...contractHeaders, 'x-channel': 'MAPP', authorization: `Bearer ${token}` },
      payload: {
        cartId: basketId,
        billingAddress: contact,
        paymentMethod,
        recaptcha_response: await captchaToken(app, 'placeOrder'),
      },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json() as {
      orderNumber: string;
      st: string;
      channel: string;
      paymentMethod: { code: string; additionalData: Record<string, unknown> };
    };
    expect(order).toMatchObject({ st: 'created', channel: 'MAPP' });
    expect(order.paymentMethod.code).toBe('DW_APPLE_PAY');
    expect(order.paymentMethod.additionalData).toMatchObject({ sessionId: session.sessionId });
    expect(order.paymentMethod.additionalData.paymentData).toBeUndefined();

    const history = await post(app, purchasePaths.purchaseHistory, { start: 0, count: 10 }, token);
    expect(
      (history.json() as { orders: { orderNumber: string }[] }).orders.map((o) => o.orderNumber),
    ).toContain(order.orderNumber);
    // The cart stays the open basket.
    const after = await post(app, basketPaths.cart, {}, token);
    expect((after.json() as { basketId: string }).basketId).toBe(cartId);
  });

  it('PayPal: a paypal session, PAYPAL_EXPRESS address, PAYPAL instrument, the order placed', async () => {
    const { accessToken: token } = await guestToken(app);
    const { basketId, session, paymentMethod } = await walletReady(token, { method: 'PAYPAL' });
    expect(session.provider).toBe('paypal');
    const placed = await place(app, token, basketId, { billingAddress: contact, paymentMethod });
    expect(placed.statusCode).toBe(200);
    expect((placed.json() as { paymentMethod: { code: string } }).paymentMethod.code).toBe(
      'PAYPAL',
    );
  });

  it('a declined token is 402 PYT402, a provider error 400 PYT400; nothing placed', async () => {
    const { accessToken: token } = await guestToken(app);
    const declined = await walletReady(token, { paymentData: 'simulated:declined:1' });
    const refused = await place(app, token, declined.basketId, {
      billingAddress: contact,
      paymentMethod: declined.paymentMethod,
    });
    expect(refused.statusCode).toBe(402);
    expect(errorIdOf(refused)).toBe('PYT402');
    const failed = await walletReady(token, { paymentData: 'simulated:error:1' });
    const error = await place(app, token, failed.basketId, {
      billingAddress: contact,
      paymentMethod: failed.paymentMethod,
    });
    expect(errorIdOf(error)).toBe('PYT400');
    expect((await getAs(app, basketPaths.basket(failed.basketId), token)).statusCode).toBe(200);
  });

  it('wallet placement checks: PYT404 another wallet code, PYT400 a foreign session, PAY400 billing country, BIL400 city over 50', async () => {
    const { accessToken: token } = await guestToken(app);
    const { basketId, paymentMethod } = await walletReady(token);
    const base = { billingAddress: contact, paymentMethod };
    expect(
      errorIdOf(
        await place(app, token, basketId, {
          ...base,
          paymentMethod: { ...paymentMethod, code: 'PAYPAL' },
        }),
      ),
    ).toBe('PYT404');
    expect(
      errorIdOf(
        await place(app, token, basketId, {
          ...base,
          paymentMethod: { ...paymentMethod, additionalData: { sessionId: 'ps_nope' } },
        }),
      ),
    ).toBe('PYT400');
    expect(
      errorIdOf(
        await place(app, token, basketId, {
          ...base,
          billingAddress: { ...contact, countryCode: 'ZZ' },
        }),
      ),
    ).toBe('PAY400');
    expect(
      errorIdOf(
        await place(app, token, basketId, {
          ...base,
          billingAddress: { ...contact, city: 'C'.repeat(51) },
        }),
      ),
    ).toBe('BIL400');
    // The wallet's billing contact needs no phone: the order goes through.
    expect((await place(app, token, basketId, base)).statusCode).toBe(200);
  });

  it('a wallet instrument with a session of another basket is PYT400', async () => {
    const { accessToken: token } = await guestToken(app);
    const first = await walletReady(token);
    const created = await post(app, basketPaths.cart, {}, token);
    const cartId = (created.json() as { basketId: string }).basketId;
    await post(app, basketPaths.item, { cartId, productId: variant, qty: 1 }, token);
    const paid = await addInstrument(app, token, cartId, {
      payment_method_id: 'DW_APPLE_PAY',
      additionalDetails: { paymentData: 'simulated:approved', sessionId: first.session.sessionId },
    });
    expect(errorIdOf(paid)).toBe('PYT400');
  });

  it('a redacted contact left on the basket is refused at prepareOrder (CHK320)', async () => {
    const { accessToken: token } = await guestToken(app);
    const created = await post(app, basketPaths.cart, { express: true }, token);
    const basketId = (created.json() as { basketId: string }).basketId;
    await post(app, basketPaths.item, { cartId: basketId, productId: variant, qty: 1 }, token);
    await post(
      app,
      checkoutPaths.shippingAddress(basketId),
      { countryCode: 'US', postalCode: '80202', city: 'Denver', context: 'APPLE_PAY_EXPRESS' },
      token,
    );
    expect(errorIdOf(await post(app, checkoutPaths.prepareOrder, { basketId }, token))).toBe(
      'CHK320',
    );
  });
});
