import { basketPaths, checkoutPaths } from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  captchaToken,
  errorIdOf,
  getAs,
  guestToken,
  post,
  registeredToken,
  testConsumers,
} from './authHelpers';
import {
  findVariant,
  guestWithBasket,
  setStoreStock,
  startCheckoutServer,
  type TestBasket,
  usAddress,
} from './checkoutHelpers';

let app: FastifyInstance;
let handle: DatabaseHandle;
let variant: string;

beforeAll(async () => {
  ({ app, handle } = await startCheckoutServer());
  variant = await findVariant(handle, { online: 5, storeUnits: 2 });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const setMethod = (token: string, body: object) =>
  post(app, checkoutPaths.shippingMethod, body, token);

describe('shipping methods (spec 1 §3, §7, §9)', () => {
  it('defaults to standard with the site price; express on request; fastest first', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const methods = await getAs(
      app,
      checkoutPaths.applicableShippingMethods(basketId, 'me'),
      token,
    );
    expect(methods.statusCode).toBe(200);
    const list = methods.json() as {
      applicableShippingMethods: { code: string }[];
      selected: string;
    };
    expect(list.applicableShippingMethods.map((m) => m.code)).toEqual(['express', 'standard']);
    expect(list.selected).toBe('standard');

    const express = await setMethod(token, {
      cartId: basketId,
      code: 'express',
      shippingId: 'me',
      shopperAppliedSM: true,
    });
    expect(express.statusCode).toBe(200);
    const basket = express.json() as TestBasket;
    expect(basket.shipments[0]?.shippingMethod).toMatchObject({
      code: 'express',
      price: 20,
      deliveryTime: '1-2 days',
    });
    // Shipping after the free-shipping promotion (from 150) of the basket seed.
    const discount = (basket.shipments[0] as { shippingDiscount?: number }).shippingDiscount ?? 0;
    expect(basket.totals.shipping).toBe(20 - discount);
    expect(basket.items[0]?.shippingOptions.selected).toBe('express');
  });

  it('stores shopperAppliedSM on the shipment and answers it (also on a later GET); a default method clears it', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const meOf = (basket: TestBasket) =>
      basket.shipments.find((s) => s.shipmentId === 'me') as { shopperAppliedSM?: boolean };
    const chosen = await setMethod(token, {
      cartId: basketId,
      code: 'express',
      shippingId: 'me',
      shopperAppliedSM: true,
    });
    expect(meOf(chosen.json() as TestBasket).shopperAppliedSM).toBe(true);
    const stored = (await getAs(app, `/cart/v1/cart/${basketId}`, token)).json() as TestBasket;
    expect(meOf(stored).shopperAppliedSM).toBe(true);
    const notChosen = await setMethod(token, {
      cartId: basketId,
      code: 'standard',
      shippingId: 'me',
      shopperAppliedSM: false,
    });
    expect(meOf(notChosen.json() as TestBasket).shopperAppliedSM).toBe(false);
    const store = await setMethod(token, {
      cartId: basketId,
      code: 'sts',
      shippingId: 'me',
      storeId: '0101',
      shopperAppliedSM: true,
    });
    expect(
      (store.json() as TestBasket).shipments.find((s) => s.shipmentId === 'sts-0101'),
    ).toMatchObject({ shopperAppliedSM: true });
    // Home again without the flag: no flag on me.
    const home = await setMethod(token, {
      cartId: basketId,
      code: 'standard',
      shippingId: 'sts-0101',
    });
    expect(home.statusCode).toBe(200);
    expect(meOf(home.json() as TestBasket).shopperAppliedSM).toBeUndefined();
  });

  it('SHP404 for an unknown code or shipment', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    expect(
      errorIdOf(await setMethod(token, { cartId: basketId, code: 'teleport', shippingId: 'me' })),
    ).toBe('SHP404');
    expect(
      errorIdOf(await setMethod(token, { cartId: basketId, code: 'standard', shippingId: 'nope' })),
    ).toBe('SHP404');
    expect(
      errorIdOf(await getAs(app, checkoutPaths.applicableShippingMethods(basketId, 'nope'), token)),
    ).toBe('SHP404');
  });

  it('offers pickup per item only where the store has stock, and moves the item to a pickup shipment', async () => {
    const noStock = await findVariant(handle, { online: 5, skip: [variant] });
    await setStoreStock(handle, '0101', noStock, 0);
    const { token, basketId } = await guestWithBasket(app, [
      { productId: variant },
      { productId: noStock },
    ]);
    const fav = await getAs(app, `/cart/v1/cart/${basketId}?favStoreId=0101`, token);
    expect(fav.statusCode).toBe(200);
    const methods = await getAs(
      app,
      checkoutPaths.applicableShippingMethods(basketId, 'me'),
      token,
    );
    expect(methods.statusCode).toBe(200);
    const pick = await setMethod(token, {
      cartId: basketId,
      code: 'pickup',
      shippingId: 'me',
      storeId: '0101',
      itemIds: [],
    });
    expect(pick.statusCode).toBe(200);
    const basket = pick.json() as TestBasket;
    const withStock = basket.items.find((i) => i.productId === variant);
    const without = basket.items.find((i) => i.productId === noStock);
    expect(withStock?.shippingOptions.available).toContain('pickup');
    expect(without?.shippingOptions.available).not.toContain('pickup');

    const moved = await setMethod(token, {
      cartId: basketId,
      code: 'pickup',
      shippingId: 'me',
      storeId: '0101',
      itemIds: [withStock?.id],
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json() as TestBasket;
    expect(after.items.find((i) => i.productId === variant)).toMatchObject({
      shipmentId: 'pickup-0101',
      shippingOptions: { selected: 'pickup', storeInfo: { id: '0101' } },
    });
    expect(after.shipments.find((s) => s.shipmentId === 'pickup-0101')).toMatchObject({
      storeId: '0101',
      shippingMethod: { code: 'pickup', price: 0, deliveryTime: 'Same day' },
    });
    const refused = await setMethod(token, {
      cartId: basketId,
      code: 'pickup',
      shippingId: 'me',
      storeId: '0101',
      itemIds: [without?.id],
    });
    expect(errorIdOf(refused)).toBe('SHP404');

    const home = await setMethod(token, {
      cartId: basketId,
      code: 'standard',
      shippingId: 'pickup-0101',
    });
    expect((home.json() as TestBasket).items.every((i) => i.shipmentId === 'me')).toBe(true);
    expect((home.json() as TestBasket).shipments.map((s) => s.shipmentId)).toEqual(['me']);
  });

  it('takes a store delivery address with the pickup contact (COLLECTION), checking what is given', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const moved = await setMethod(token, {
      cartId: basketId,
      code: 'pudo',
      shippingId: 'me',
      storeId: 'CP-US-001',
    });
    expect(moved.statusCode).toBe(200);
    // The basket names the collection point, so a reload shows its name (not its id).
    const movedBasket = moved.json() as TestBasket;
    expect(movedBasket.items[0]?.shippingOptions.storeInfo).toMatchObject({
      id: 'CP-US-001',
      name: 'UPS Access Point – LoDo Market',
    });
    expect(movedBasket.shipments.find((s) => s.shipmentId === 'pudo-CP-US-001')).toMatchObject({
      storeId: 'CP-US-001',
      storeName: 'UPS Access Point – LoDo Market',
    });
    const point = {
      addressLine1: '1701 Wynkoop St',
      city: 'Denver',
      postalCode: '80202',
      countryCode: 'US',
    };
    const url = `/cart/v2/cart/${basketId}/shippingAddress`;
    const bad = await post(
      app,
      url,
      { ...point, shippingId: 'pudo-CP-US-001', context: 'COLLECTION', email: 'ada@example' },
      token,
    );
    expect(errorIdOf(bad)).toBe('CHK320');
    const shortPhone = await post(
      app,
      url,
      { ...point, shippingId: 'pudo-CP-US-001', context: 'COLLECTION', phone: '12' },
      token,
    );
    expect(errorIdOf(shortPhone)).toBe('SHP410');
    const ok = await post(
      app,
      url,
      {
        ...point,
        shippingId: 'pudo-CP-US-001',
        context: 'COLLECTION',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '3035550100',
      },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (ok.json() as TestBasket).shipments.find((s) => s.shipmentId === 'pudo-CP-US-001'),
    ).toMatchObject({
      shippingMethod: { code: 'pudo' },
      shippingAddress: { email: 'ada@example.com', addressLine1: '1701 Wynkoop St' },
    });
  });

  it('gives digital products the digital method in their own shipment (no shipping cost)', async () => {
    const { token, basketId } = await guestWithBasket(app, [
      {
        productId: 'ALPGC0001-50',
        giftOption: { email: 'friend@example.com', to: 'Friend', message: 'Enjoy' },
      },
    ]);
    const methods = await getAs(
      app,
      checkoutPaths.applicableShippingMethods(basketId, 'digital'),
      token,
    );
    expect(methods.statusCode).toBe(200);
    expect((methods.json() as { selected: string }).selected).toBe('digital');
    const basket = (
      await setMethod(token, { cartId: basketId, code: 'digital', shippingId: 'digital' })
    ).json() as TestBasket;
    expect(basket.items[0]?.shippingOptions.selected).toBe('digital');
    expect(basket.totals.shipping).toBe(0);
  });
});

/** A test captcha token for action shippingAddress, as the checkout obtains it. */
const addressCaptcha = () => captchaToken(app, 'shippingAddress');

describe('shipping and billing addresses (spec 1 §5, §8)', () => {
  it("a guest's address needs the captcha's response for shippingAddress (spec 1 §7): AUT403, nothing stored", async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const url = checkoutPaths.shippingAddress(basketId);
    const refused = async (body: object) => {
      const response = await post(app, url, { ...usAddress, ...body }, token);
      expect(response.statusCode).toBe(403);
      expect(errorIdOf(response)).toBe('AUT403');
    };
    await refused({});
    await refused({ recaptcha_response: 'made-up' });
    await refused({ recaptcha_response: await captchaToken(app, 'placeOrder') });
    const once = await addressCaptcha();
    expect(
      (await post(app, url, { ...usAddress, recaptcha_response: once }, token)).statusCode,
    ).toBe(200);
    await post(app, url, undefined, token, 'DELETE');
    await refused({ recaptcha_response: once }); // used up
    const basket = (await getAs(app, `/cart/v1/cart/${basketId}`, token)).json() as TestBasket;
    expect(basket.shipments.find((s) => s.shipmentId === 'me')?.shippingAddress).toBeUndefined();
  });

  it('a signed-in shopper needs none (the sign-in had its captcha), but one given is checked', async () => {
    const { username, password } = testConsumers.registered;
    const { accessToken } = await registeredToken(app, username, password);
    const { basketId } = await guestWithBasket(app, [{ productId: variant }], accessToken);
    const url = checkoutPaths.shippingAddress(basketId);
    expect((await post(app, url, usAddress, accessToken)).statusCode).toBe(200);
    const bad = await post(app, url, { ...usAddress, recaptcha_response: 'made-up' }, accessToken);
    expect(errorIdOf(bad)).toBe('AUT403');
  });

  it('sets a valid address; validation answers valid', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const set = await post(
      app,
      checkoutPaths.shippingAddress(basketId),
      { ...usAddress, recaptcha_response: await addressCaptcha() },
      token,
    );
    expect(set.statusCode).toBe(200);
    expect((set.json() as TestBasket).shipments[0]?.shippingAddress).toMatchObject({
      city: 'Denver',
      countryCode: 'US',
    });
    const valid = await post(
      app,
      checkoutPaths.shippingAddressValidation(basketId),
      usAddress,
      token,
    );
    expect(valid.json()).toEqual({ valid: true });
    const cleared = await post(
      app,
      checkoutPaths.shippingAddress(basketId),
      undefined,
      token,
      'DELETE',
    );
    expect((cleared.json() as TestBasket).shipments[0]?.shippingAddress).toBeUndefined();
  });

  it.each([
    ['SHP500', { addressLine1: 'PO Box 1234' }],
    ['SHP410', { phone: '' }],
    ['CHK320', { postalCode: 'ABCDE' }],
    ['CHK380', { countryCode: 'FR', postalCode: '75001', province: '' }],
    ['PAY401', { countryCode: 'CA', postalCode: 'M5V 2T6', province: 'ON', phone: '4165550100' }],
  ])('%s for a bad shipping address', async (code, change) => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const response = await post(
      app,
      checkoutPaths.shippingAddress(basketId),
      { ...usAddress, ...change, recaptcha_response: await addressCaptcha() },
      token,
    );
    expect(response.statusCode).toBe(400);
    expect(errorIdOf(response)).toBe(code);
    const validation = await post(
      app,
      checkoutPaths.shippingAddressValidation(basketId),
      { ...usAddress, ...change },
      token,
    );
    expect(errorIdOf(validation)).toBe(code);
  });

  it.each([
    ['BILL410', { phone: '' }],
    ['BIL400', { postalCode: '1' }],
    ['PAY400', { countryCode: 'XX' }],
  ])('%s for a bad billing address', async (code, change) => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const response = await post(
      app,
      checkoutPaths.billingAddress(basketId),
      { ...usAddress, ...change },
      token,
    );
    expect(errorIdOf(response)).toBe(code);
  });

  it('copies the shipping address as billing address and deletes it', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await post(
      app,
      checkoutPaths.shippingAddress(basketId),
      { ...usAddress, recaptcha_response: await addressCaptcha() },
      token,
    );
    const billing = await post(
      app,
      checkoutPaths.billingAddress(basketId),
      { sameAsShipping: true },
      token,
    );
    expect(billing.statusCode).toBe(200);
    expect((billing.json() as { billingAddress: { city: string } }).billingAddress.city).toBe(
      'Denver',
    );
    const deleted = await post(
      app,
      checkoutPaths.billingAddress(basketId),
      undefined,
      token,
      'DELETE',
    );
    expect((deleted.json() as { billingAddress?: unknown }).billingAddress).toBeUndefined();
  });

  it('deletes a billing address only for the basket’s shopper: AUT401 without a token, AUT498 for another', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await post(app, checkoutPaths.billingAddress(basketId), usAddress, token);
    const path = checkoutPaths.billingAddress(basketId);
    expect(errorIdOf(await post(app, path, undefined, undefined, 'DELETE'))).toBe('AUT401');
    const stranger = await guestToken(app);
    expect(errorIdOf(await post(app, path, undefined, stranger.accessToken, 'DELETE'))).toBe(
      'AUT498',
    );
    const kept = await getAs(app, basketPaths.basket(basketId), token);
    expect((kept.json() as { billingAddress?: { city: string } }).billingAddress?.city).toBe(
      'Denver',
    );
  });
});
