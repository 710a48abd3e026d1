import { authPaths, basketPaths, checkoutPaths, purchasePaths } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVariants } from '../src/db/catalogSchema';
import type { DatabaseHandle } from '../src/db/client';
import { captchaToken, errorIdOf, getAs, post, testConsumers } from './authHelpers';
import {
  addInstrument,
  findVariant,
  guestWithBasket,
  place,
  readyToPlace,
  setAddresses,
  startCheckoutServer,
  type TestBasket,
  visa,
} from './checkoutHelpers';

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

describe('more checkout and order codes (spec 1 §8)', () => {
  it('CHK320 when a home shipment has no address at prepareOrder; ORD400 for an empty basket', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    expect(errorIdOf(await post(app, checkoutPaths.prepareOrder, { basketId }, token))).toBe(
      'CHK320',
    );
    const empty = await post(
      app,
      basketPaths.item,
      {
        cartId: basketId,
        itemId: (await getAs(app, basketPaths.basket(basketId), token)).json().items[0].id,
      },
      token,
      'DELETE',
    );
    expect(empty.statusCode).toBe(200);
    expect(errorIdOf(await post(app, checkoutPaths.prepareOrder, { basketId }, token))).toBe(
      'ORD400',
    );
  });

  it('STR404 for an unknown in-store store (agent login); ORD404 patching an unknown order; OHS4004 unknown purchase', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    await readyToPlace(app, token, basketId);
    const { employee } = testConsumers;
    const response = await post(app, authPaths.agentLogin, {
      username: employee.username,
      password: employee.password,
      storeId: '9999',
      captchaResponse: await captchaToken(app, 'login'),
    });
    expect(errorIdOf(response)).toBe('STR404');
    const patch = await post(
      app,
      checkoutPaths.order('ALP00000000'),
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { transStatus: 'Y' } } },
      token,
      'PATCH',
    );
    expect(errorIdOf(patch)).toBe('ORD404');
    expect(errorIdOf(await getAs(app, purchasePaths.purchase('ALP00000000'), token))).toBe(
      'OHS4004',
    );
  });

  it('INV702 when an item left the catalogue after it was added', async () => {
    const gone = await findVariant(handle, { online: 5, skip: [variant] });
    const { token, basketId } = await guestWithBasket(app, [
      { productId: variant },
      { productId: gone },
    ]);
    await readyToPlace(app, token, basketId);
    await handle.db.delete(catalogVariants).where(eq(catalogVariants.id, gone));
    const response = await place(app, token, basketId);
    expect(response.statusCode).toBe(409);
    expect(errorIdOf(response)).toBe('INV702');
  });

  it('GFC725 for a gift card paying for a gift card', async () => {
    const { token, basketId } = await guestWithBasket(app, [
      {
        productId: 'ALPGC0001-50',
        giftOption: { email: 'friend@example.com', to: 'Friend', message: 'Hi' },
      },
    ]);
    const response = await addInstrument(app, token, basketId, {
      payment_method_id: 'GIFT_CARD',
      gift_card: { card_number: '6000100000000500', pin: '1234' },
    });
    expect(errorIdOf(response)).toBe('GFC725');
  });

  it('ship to store and collection point shipments; PAYPAL pays the rest with its payment data', async () => {
    const { token, basketId } = await guestWithBasket(app, [{ productId: variant }]);
    const sts = await post(
      app,
      checkoutPaths.shippingMethod,
      { cartId: basketId, code: 'sts', shippingId: 'me', storeId: '0101' },
      token,
    );
    expect(sts.statusCode).toBe(200);
    expect(
      (sts.json() as TestBasket).shipments.find((s) => s.shipmentId === 'sts-0101'),
    ).toMatchObject({
      storeId: '0101',
      shippingMethod: { code: 'sts', price: 0 },
    });
    expect(
      errorIdOf(
        await post(
          app,
          checkoutPaths.shippingMethod,
          { cartId: basketId, code: 'sts', shippingId: 'sts-0101', storeId: '0103' },
          token,
        ),
      ),
    ).toBe('SHP404');
    const pudo = await post(
      app,
      checkoutPaths.shippingMethod,
      { cartId: basketId, code: 'pudo', shippingId: 'sts-0101', storeId: 'nope' },
      token,
    );
    expect(errorIdOf(pudo)).toBe('SHP404');
    const home = await post(
      app,
      checkoutPaths.shippingMethod,
      { cartId: basketId, code: 'standard', shippingId: 'sts-0101' },
      token,
    );
    expect((home.json() as TestBasket).shipments.map((s) => s.shipmentId)).toEqual(['me']);
    await setAddresses(app, token, basketId);
    expect(
      errorIdOf(await addInstrument(app, token, basketId, { payment_method_id: 'PAYPAL' })),
    ).toBe('PYT400');
    const paypal = await addInstrument(app, token, basketId, {
      payment_method_id: 'PAYPAL',
      additionalDetails: { paymentData: 'pp-token' },
    });
    expect((paypal.json() as TestBasket).totals.remainingToPay).toBe(0);
    // A card replaces the wallet: one instrument pays the rest.
    const card = await addInstrument(app, token, basketId, {
      payment_method_id: 'CREDIT_CARD',
      payment_card: visa,
    });
    expect((card.json() as TestBasket).payment_instruments.map((p) => p.payment_method_id)).toEqual(
      ['CREDIT_CARD'],
    );
  });

  it('an associate (agent login) records its in-store session as inStoreSalesInfo', async () => {
    const { employee } = testConsumers;
    const agent = await post(app, authPaths.agentLogin, {
      username: employee.username,
      password: employee.password,
      storeId: '0101',
      captchaResponse: await captchaToken(app, 'login'),
    });
    const { accessToken } = agent.json() as { accessToken: string };
    const { basketId } = await guestWithBasket(app, [{ productId: variant }], accessToken);
    await readyToPlace(app, accessToken, basketId);
    const order = await place(app, accessToken, basketId);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      inStoreSalesInfo: {
        storeId: '0101',
        storeName: expect.stringContaining('Denver'),
        storeEmployeeId: 'E0101-2',
      },
    });
  });
});
