import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { errorEnvelope, recordingClient } from '../api/recordingClient';
import type { AccessTokenSource } from '../api/tokenCall';
import { fixtureBasket } from '../cart/fixtures';
import { createBasketService } from './basketService';

const basket = fixtureBasket([], { basketId: 'B1', consumerId: 'C1' });
const page = { saveForLaterId: 'S1', items: [], start: 0, count: 10, total: 0 };

function setup(answer: unknown, status = 200, token: AccessTokenSource = 'T1') {
  const { client, calls } = recordingClient(answer, status);
  return { service: createBasketService(client, { accessToken: token }), calls };
}

describe('createBasketService', () => {
  it('sends the bearer token and validates the basket', async () => {
    const { service, calls } = setup(basket);
    await expect(service.createBasket()).resolves.toMatchObject({ basketId: 'B1' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T1');
    expect(calls[0]?.url.pathname).toBe('/cart/v1/cart');
  });

  it('reads a token function on every call', async () => {
    let token = 'A';
    const { service, calls } = setup(basket, 200, () => token);
    await service.getBasket('B1');
    token = 'B';
    await service.getBasket('B1');
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer A', 'Bearer B']);
  });

  it('sends the action idempotency key as Idempotency-Key on the three add calls only', async () => {
    const { service, calls } = setup(basket);
    const idempotencyKey = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await service.addItem({ cartId: 'B1', productId: 'P' }, { idempotencyKey });
    await service.createBasketWithItem({ productId: 'P' }, { idempotencyKey });
    await service.reserveWithItem({ productId: 'P', storeId: '0101', qty: 1 }, { idempotencyKey });
    await service.addItem({ cartId: 'B1', productId: 'P' });
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual([
      idempotencyKey,
      idempotencyKey,
      idempotencyKey,
      null,
    ]);
    expect(calls[0]?.body).toEqual({ cartId: 'B1', productId: 'P' });
  });

  it('sends the get-basket flags as query parameters', async () => {
    const { service, calls } = setup(basket);
    await service.getBasket('B 1', {
      favStoreId: '0101',
      isPatchRequired: true,
      inventorySupplyCheck: false,
    });
    expect(calls[0]?.url.pathname).toBe('/cart/v1/cart/B%201');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      locale: 'en-US',
      favStoreId: '0101',
      isPatchRequired: 'true',
      inventorySupplyCheck: 'false',
    });
  });

  it('passes the server code through (BSK404, PRM155, INV407)', async () => {
    for (const code of ['BSK404', 'PRM155', 'INV407']) {
      const { service } = setup(errorEnvelope(code), 400);
      await expect(service.applyCoupon({ cartId: 'B1', code: 'X' })).rejects.toMatchObject({
        errorId: code,
      });
    }
  });

  it('rejects an answer off contract with GEN500', async () => {
    const { service } = setup({ ...basket, totals: { total: 'free' } });
    const error = await service.addItem({ cartId: 'B1', productId: 'P' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('GEN500');
  });

  it('uses the spec methods, paths and bodies for every call', async () => {
    const { service, calls } = setup(basket);
    const attempts: [() => Promise<unknown>, string, string, unknown?][] = [
      [
        () => service.createBasketWithItem({ upc: 'U' }),
        'POST',
        '/cart/v1/cartWithItem',
        { upc: 'U' },
      ],
      [
        () => service.addItem({ cartId: 'B1', upc: 'U', qty: 2 }),
        'POST',
        '/cart/v1/item',
        { cartId: 'B1', upc: 'U', qty: 2 },
      ],
      [
        () => service.removeItem({ cartId: 'B1', itemId: 'I' }),
        'DELETE',
        '/cart/v1/item',
        { cartId: 'B1', itemId: 'I' },
      ],
      [
        () => service.updateItem('B1', { itemId: 'I', qty: 3 }),
        'PUT',
        '/cart/v1/cart/B1/item',
        { itemId: 'I', qty: 3 },
      ],
      [
        () => service.applyCoupon({ cartId: 'B1', code: 'SAVE10' }),
        'PUT',
        '/cart/v1/coupon',
        { cartId: 'B1', code: 'SAVE10' },
      ],
      [
        () => service.removeCoupon({ cartId: 'B1', code: 'SAVE10' }),
        'DELETE',
        '/cart/v1/coupon',
        { cartId: 'B1', code: 'SAVE10' },
      ],
      [
        () => service.applyReward('B1', { appliedLoyaltyVoucher: 500 }),
        'PUT',
        '/cart/v1/cart/B1/reward',
        { appliedLoyaltyVoucher: 500 },
      ],
      [
        () => service.moveSaveForLater('B1', { itemId: 'I' }),
        'POST',
        '/cart/v2/cart/B1/saveForLater',
        { itemId: 'I' },
      ],
      [
        () => service.addPriceAdjustment('B1', { type: 'amount', value: 5 }),
        'POST',
        '/cart/v1/cart/B1/price_adjustments',
        { type: 'amount', value: 5 },
      ],
      [
        () => service.updatePriceAdjustment('B1', 'A1', { value: 6 }),
        'PATCH',
        '/cart/v1/cart/B1/price_adjustments/A1',
        { value: 6 },
      ],
      [
        () => service.removePriceAdjustment('B1', 'A1'),
        'DELETE',
        '/cart/v1/cart/B1/price_adjustments/A1',
      ],
      [
        () => service.reserveWithItem({ productId: 'P', storeId: '0101' }),
        'POST',
        '/cart/v1/reserveWithItem',
        { productId: 'P', storeId: '0101' },
      ],
    ];
    for (const [run, method, path, body] of attempts) {
      calls.length = 0;
      await run();
      expect(calls[0], path).toMatchObject({ method, body });
      expect(calls[0]?.url.pathname).toBe(path);
    }
  });

  it('pages the saved-for-later list', async () => {
    const { service, calls } = setup(page);
    await expect(
      service.updateSavedForLater({ start: 10, count: 5 }, { add: [{ upc: 'U' }] }),
    ).resolves.toEqual(page);
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url.searchParams.get('start')).toBe('10');
    expect(calls[0]?.url.searchParams.get('count')).toBe('5');
    expect(calls[0]?.body).toEqual({ add: [{ upc: 'U' }] });
    calls.length = 0;
    await service.removeSavedItem('S1', 'I1');
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0]?.url.pathname).toBe('/cart/v2/saveForLater/S1/items/I1');
  });

  it('creates an express basket (express: true) and deletes it on cancel (spec 3 §4)', async () => {
    const { service, calls } = setup(basket);
    await expect(service.createExpressBasket()).resolves.toMatchObject({ basketId: 'B1' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { express: true } });
    expect(calls[0]?.url.pathname).toBe('/cart/v1/cart');
    const deleting = setup(undefined, 204);
    await expect(deleting.service.deleteExpressBasket('E 1')).resolves.toBeUndefined();
    expect(deleting.calls[0]?.method).toBe('DELETE');
    expect(deleting.calls[0]?.url.pathname).toBe('/cart/v1/cart/E%201');
  });
});
