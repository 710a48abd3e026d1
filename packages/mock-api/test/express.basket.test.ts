import { basketPaths, checkoutPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { captchaToken, errorIdOf, getAs, guestToken, post } from './authHelpers';
import {
  findVariant,
  guestWithBasket,
  startCheckoutServer,
  type TestBasket,
} from './checkoutHelpers';

/**
 * The express basket (spec 3 §4 "Express wallet flow", §9 maximum quantity 1 for express add)
 * and the shipping address of an express checkout (spec 3 §5 "Wallet contacts", §7 context
 * `APPLE_PAY_EXPRESS` / `PAYPAL_EXPRESS`, §8 "Cart and wallet").
 */

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;
let other: string;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 50 });
  other = await findVariant(handle, { online: 50, skip: [variant] });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** A new express basket of `token` with `productId` added (qty 1). */
async function expressWith(token: string, productId = variant): Promise<TestBasket> {
  const created = await post(app, basketPaths.cart, { express: true }, token);
  expect(created.statusCode).toBe(201);
  const basketId = (created.json() as TestBasket).basketId;
  const added = await post(app, basketPaths.item, { cartId: basketId, productId, qty: 1 }, token);
  expect(added.statusCode).toBe(200);
  return added.json() as TestBasket;
}

describe('express basket (spec 3 §4, §9)', () => {
  it('is created beside the open basket, which stays untouched; cancel deletes it', async () => {
    const { token, basketId: cartId } = await guestWithBasket(app, [{ productId: other }]);
    const express = await expressWith(token);
    expect(express.basketId).not.toBe(cartId);
    expect((express as unknown as { express?: boolean }).express).toBe(true);
    expect(express.items.map((i) => i.productId)).toEqual([variant]);

    // The shopper's cart is still the open basket of POST /cart/v1/cart.
    const cart = await post(app, basketPaths.cart, {}, token);
    expect(cart.statusCode).toBe(200);
    expect((cart.json() as TestBasket).basketId).toBe(cartId);
    expect((cart.json() as TestBasket).items.map((i) => i.productId)).toEqual([other]);
    expect((cart.json() as { express?: boolean }).express).toBeUndefined();

    const cancelled = await post(
      app,
      basketPaths.basket(express.basketId),
      undefined,
      token,
      'DELETE',
    );
    expect(cancelled.statusCode).toBe(204);
    expect(errorIdOf(await getAs(app, basketPaths.basket(express.basketId), token))).toBe('BSK404');
    const still = await getAs(app, basketPaths.basket(cartId), token);
    expect((still.json() as TestBasket).items.map((i) => i.productId)).toEqual([other]);
  });

  it('buys one unit: a second unit is INV407', async () => {
    const { accessToken } = await guestToken(app);
    const express = await expressWith(accessToken);
    const again = await post(
      app,
      basketPaths.item,
      { cartId: express.basketId, productId: variant, qty: 1 },
      accessToken,
    );
    expect(errorIdOf(again)).toBe('INV407');
  });

  it('a new express basket replaces the earlier one; the cart cannot be deleted', async () => {
    const { token, basketId: cartId } = await guestWithBasket(app, [{ productId: other }]);
    const first = await expressWith(token);
    const second = await expressWith(token);
    expect(errorIdOf(await getAs(app, basketPaths.basket(first.basketId), token))).toBe('BSK404');
    expect((await getAs(app, basketPaths.basket(second.basketId), token)).statusCode).toBe(200);
    const refused = await post(app, basketPaths.basket(cartId), undefined, token, 'DELETE');
    expect(refused.statusCode).toBe(400);
    expect(errorIdOf(refused)).toBe('API400');
  });

  it('another shopper cannot delete it (AUT498); without a token AUT401', async () => {
    const { accessToken } = await guestToken(app);
    const express = await expressWith(accessToken);
    const stranger = await guestToken(app);
    const path = basketPaths.basket(express.basketId);
    expect(errorIdOf(await post(app, path, undefined, stranger.accessToken, 'DELETE'))).toBe(
      'AUT498',
    );
    expect(errorIdOf(await post(app, path, undefined, undefined, 'DELETE'))).toBe('AUT401');
  });
});

describe('shipping address with an express context (spec 3 §5, §7, §8)', () => {
  const redacted = { countryCode: 'US', postalCode: '80202', city: 'Denver' };
  const setAddress = (token: string, basketId: string, body: object) =>
    post(app, checkoutPaths.shippingAddress(basketId), body, token);

  it('APPLE_PAY_EXPRESS accepts a redacted contact (country, postal code, city) and offers methods', async () => {
    const { accessToken } = await guestToken(app);
    const { basketId } = await expressWith(accessToken);
    const set = await setAddress(accessToken, basketId, {
      ...redacted,
      context: 'APPLE_PAY_EXPRESS',
    });
    expect(set.statusCode).toBe(200);
    const me = (set.json() as TestBasket).shipments.find((s) => s.shipmentId === 'me');
    expect(me?.shippingAddress).toMatchObject({ ...redacted, context: 'APPLE_PAY_EXPRESS' });
    const methods = await getAs(
      app,
      checkoutPaths.applicableShippingMethods(basketId, 'me'),
      accessToken,
    );
    expect(
      (
        methods.json() as { applicableShippingMethods: { code: string }[] }
      ).applicableShippingMethods.map((m) => m.code),
    ).toEqual(expect.arrayContaining(['standard', 'express']));
    // Without the context the same contact is refused (phone, names, lines are required).
    const captcha = await captchaToken(app, 'shippingAddress');
    expect(
      errorIdOf(
        await setAddress(accessToken, basketId, { ...redacted, recaptcha_response: captcha }),
      ),
    ).toBe('SHP410');
  });

  it('answers the wallet errors: PAY401 country, CHK320 city over 50, SHP404 unserviceable', async () => {
    const { accessToken } = await guestToken(app);
    const { basketId } = await expressWith(accessToken);
    const context = 'APPLE_PAY_EXPRESS';
    const foreign = await setAddress(accessToken, basketId, {
      countryCode: 'FR',
      postalCode: '75001',
      city: 'Paris',
      context,
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorIdOf(foreign)).toBe('PAY401');
    const long = await setAddress(accessToken, basketId, {
      ...redacted,
      city: 'L'.repeat(51),
      context,
    });
    expect(errorIdOf(long)).toBe('CHK320');
    expect(
      (long.json() as { errorDetails: { message: string }[] }).errorDetails[0]?.message,
    ).toMatch(/^city must have at most 50/);
    // 50 characters are fine.
    expect(
      (await setAddress(accessToken, basketId, { ...redacted, city: 'L'.repeat(50), context }))
        .statusCode,
    ).toBe(200);
    const alaska = await setAddress(accessToken, basketId, {
      countryCode: 'US',
      postalCode: '99501',
      city: 'Anchorage',
      context,
    });
    expect(errorIdOf(alaska)).toBe('SHP404');
    expect(
      errorIdOf(
        await setAddress(accessToken, basketId, { countryCode: 'US', city: 'Denver', context }),
      ),
    ).toBe('CHK320');
  });

  it('a complete wallet contact: no phone needed, bad characters and a bad postal code are CHK320, a PO box SHP500', async () => {
    const { accessToken } = await guestToken(app);
    const { basketId } = await expressWith(accessToken);
    const full = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '1550 Wewatta St',
      city: 'Denver',
      postalCode: '80202',
      countryCode: 'US',
      context: 'PAYPAL_EXPRESS',
    };
    expect((await setAddress(accessToken, basketId, full)).statusCode).toBe(200);
    expect(
      errorIdOf(await setAddress(accessToken, basketId, { ...full, firstName: 'Ada<script>' })),
    ).toBe('CHK320');
    expect(
      errorIdOf(await setAddress(accessToken, basketId, { ...full, postalCode: 'ABCDE' })),
    ).toBe('CHK320');
    expect(errorIdOf(await setAddress(accessToken, basketId, { ...full, lastName: '' }))).toBe(
      'CHK320',
    );
    expect(
      errorIdOf(await setAddress(accessToken, basketId, { ...full, addressLine1: 'PO Box 12' })),
    ).toBe('SHP500');
  });
});
