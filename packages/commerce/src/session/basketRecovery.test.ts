import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { fixtureBasket, fixtureDigitalItem, fixtureItem } from '../cart/fixtures';
import { type RecoveryItem, recoveryItemsOf, withBasketRecovery } from './basketRecovery';
import { handleInvalidCustomer, isAccessTokenFresh, sessionCookieOptions } from './sessionRules';

const notFound = () => new ApiError({ status: 404, errorId: 'BSK404', message: 'gone' });
const items: RecoveryItem[] = [
  { productId: 'A-1', qty: 2 },
  { productId: 'B-1', qty: 1, storeId: 'store-1' },
];

function deps() {
  let basket = fixtureBasket([], { basketId: 'new-1' });
  return {
    items,
    createBasket: vi.fn(async () => basket),
    addItem: vi.fn(async (_id: string, item: RecoveryItem) => {
      if (item.productId === 'B-1')
        throw new ApiError({ status: 400, errorId: 'INV700', message: 'out' });
      basket = fixtureBasket(
        [fixtureItem({ id: 'n1', productId: item.productId, qty: item.qty })],
        {
          basketId: 'new-1',
        },
      );
      return basket;
    }),
    onNewBasket: vi.fn(),
  };
}

describe('withBasketRecovery (spec 1 §8 BSK404)', () => {
  it('answers the call when the basket exists', async () => {
    const d = deps();
    const call = vi.fn(async (id: string) => id);
    await expect(withBasketRecovery('old', call, d)).resolves.toEqual({ value: 'old' });
    expect(d.createBasket).not.toHaveBeenCalled();
  });

  it('on BSK404 creates a basket, re-adds the persisted items and retries on it', async () => {
    const d = deps();
    const call = vi
      .fn(async (id: string, rebuilt?: ReturnType<typeof fixtureBasket>) =>
        rebuilt ? `${id}:${rebuilt.items.length}` : id,
      )
      .mockRejectedValueOnce(notFound());
    const result = await withBasketRecovery('old', call, d);
    expect(result.value).toBe('new-1:1');
    expect(d.addItem).toHaveBeenCalledTimes(2);
    expect(d.addItem).toHaveBeenCalledWith('new-1', items[0]);
    expect(d.onNewBasket).toHaveBeenCalledWith('new-1');
    expect(result.recovered).toEqual({ basketId: 'new-1', failed: [items[1]] });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('lets other errors and a second BSK404 through', async () => {
    const d = deps();
    const other = vi.fn(async () => {
      throw new ApiError({ status: 400, errorId: 'INV700', message: 'out' });
    });
    await expect(withBasketRecovery('old', other, d)).rejects.toThrow('out');
    const twice = vi.fn(async () => {
      throw notFound();
    });
    await expect(withBasketRecovery('old', twice, deps())).rejects.toThrow('gone');
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('starts a new basket without re-adding when there is no basket id', async () => {
    const d = deps();
    const result = await withBasketRecovery(undefined, async (id) => id, d);
    expect(result).toEqual({ value: 'new-1' });
    expect(d.addItem).not.toHaveBeenCalled();
  });
});

describe('recoveryItemsOf', () => {
  it('keeps variant, quantity, store of pickup items and gift option; leaves bonus items out', () => {
    const basket = fixtureBasket([
      fixtureItem({
        qty: 2,
        shippingOptions: {
          selected: 'pickup',
          available: ['standard', 'pickup'],
          storeInfo: { id: 'store-9', storeInventory: 4 },
        },
      }),
      { ...fixtureDigitalItem, giftOption: { to: 'Sam', email: 'sam@example.com' } },
      fixtureItem({ id: 'gift', productId: 'ALP9002U', bonus: true }),
    ]);
    expect(recoveryItemsOf(basket)).toEqual([
      { productId: 'ALP1001M-BLA-9', upc: '000000000101', qty: 2, storeId: 'store-9' },
      {
        productId: 'ALPGC0001-50',
        upc: '000000000303',
        qty: 1,
        giftOption: { to: 'Sam', email: 'sam@example.com' },
      },
    ]);
  });
});

describe('session rules', () => {
  it('treats a token as fresh until 30 s before its expiry', () => {
    expect(isAccessTokenFresh('t', String(100_000), 60_000)).toBe(true);
    expect(isAccessTokenFresh('t', String(100_000), 70_001)).toBe(false);
    expect(isAccessTokenFresh(undefined, 100_000, 0)).toBe(false);
    expect(isAccessTokenFresh('t', 'nonsense', 0)).toBe(false);
  });

  it('sets Secure except on plain http hosts', () => {
    expect(sessionCookieOptions('http://127.0.0.1:3000')).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
    });
    expect(sessionCookieOptions('127.0.0.1:3000').secure).toBe(false);
    expect(sessionCookieOptions('https://shop.example.com').secure).toBe(true);
  });

  it('AUT498: clears the cart, shows the message and reloads after 4000 ms', () => {
    const calls: string[] = [];
    handleInvalidCustomer('Session expired', {
      clearCart: () => calls.push('clear'),
      notify: (m) => calls.push(`notify:${m}`),
      reload: () => calls.push('reload'),
      schedule: (callback, ms) => {
        calls.push(`schedule:${ms}`);
        callback();
      },
    });
    expect(calls).toEqual(['clear', 'notify:Session expired', 'schedule:4000', 'reload']);
  });
});
