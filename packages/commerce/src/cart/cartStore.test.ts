import { describe, expect, it, vi } from 'vitest';
import { createCartController } from './cartController';
import { collectStockNotices, deliveryNotices, discountPercentage } from './cartNotices';
import { cartStorageKey, createCartStore, readPersistedCart } from './cartStore';
import { fixtureBasket, fixtureItem, fixtureSaleItem } from './fixtures';
import type { CartActions } from './types';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('cart store (spec 1 §4 cart state persisted locally)', () => {
  it('persists the items and count of a server answer, never a token', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    store.receive(fixtureBasket([fixtureItem({ qty: 3 })]));
    const raw = storage.data.get(cartStorageKey) ?? '';
    expect(JSON.parse(raw)).toEqual({
      v: 1,
      totalItems: 3,
      items: [{ productId: 'ALP1001M-BLA-9', upc: '000000000101', qty: 3 }],
    });
    expect(raw).not.toMatch(/token/i);
    const again = createCartStore(storage);
    expect(again.getState().totalItems).toBe(3);
    expect(again.getState().items).toHaveLength(1);
  });

  it('reads a malformed value as the empty cart', () => {
    expect(readPersistedCart(memoryStorage({ [cartStorageKey]: '{oops' })).items).toEqual([]);
    expect(
      readPersistedCart(
        memoryStorage({
          [cartStorageKey]: JSON.stringify({ v: 1, totalItems: 1, items: [{ qty: 1 }] }),
        }),
      ).items,
    ).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const store = createCartStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    });
    store.receive(fixtureBasket());
    expect(store.getState().totalItems).toBe(1);
  });

  it('notifies subscribers and clears', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.receive(fixtureBasket());
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().basket).toBeNull();
    expect(storage.data.has(cartStorageKey)).toBe(false);
  });
});

describe('cart store seeded by a page that read the basket on the server', () => {
  it('takes the seed silently, once per basket, as the server state too', () => {
    const storage = memoryStorage({
      [cartStorageKey]: JSON.stringify({ v: 1, totalItems: 7, items: [] }),
    });
    const store = createCartStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getServerState().totalItems).toBe(0);
    const basket = fixtureBasket([fixtureItem({ qty: 2 })]);
    store.seed(basket);
    store.seed(basket);
    expect(listener).not.toHaveBeenCalled();
    expect(storage.data.get(cartStorageKey)).toContain('"totalItems":7');
    expect(store.getState()).toMatchObject({ basket, totalItems: 2 });
    expect(store.getServerState()).toMatchObject({ basket, totalItems: 2, flash: null });
    // After the commit the page passes the same basket as an answer: told and persisted.
    store.receive(basket);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.data.get(cartStorageKey)).toContain('"totalItems":2');
  });

  it('takes checkout answers like cart answers: one state for every view', () => {
    const store = createCartStore(null);
    store.receive(fixtureBasket([fixtureItem({ qty: 1 })]));
    store.receive(fixtureBasket([fixtureItem({ qty: 4 })]));
    expect(store.getState().totalItems).toBe(4);
  });
});

describe('cart controller', () => {
  const actions = (overrides: Partial<CartActions>): CartActions => ({
    load: vi.fn(),
    addItem: vi.fn(),
    updateItem: vi.fn(),
    removeItem: vi.fn(),
    applyCoupon: vi.fn(),
    removeCoupon: vi.fn(),
    applyReward: vi.fn(),
    saveForLater: vi.fn(),
    moveToCart: vi.fn(),
    savedPage: vi.fn(),
    giftCardBalance: vi.fn(),
    ...overrides,
  });

  it('sends the persisted items for BSK404 recovery and shows its notice', async () => {
    const store = createCartStore(memoryStorage());
    store.receive(fixtureBasket([fixtureItem({ qty: 2 })]));
    const removeItem = vi.fn(async () => ({
      ok: true as const,
      basket: fixtureBasket([]),
      notice: 'Your cart could not be found.',
    }));
    const cart = createCartController(store, actions({ removeItem }));
    await cart.remove({ itemId: 'item-1', productId: 'ALP1001M-BLA-9' });
    expect(removeItem).toHaveBeenCalledWith({ itemId: 'item-1', productId: 'ALP1001M-BLA-9' }, [
      { productId: 'ALP1001M-BLA-9', upc: '000000000101', qty: 2 },
    ]);
    expect(store.getState().flash).toEqual({
      tone: 'info',
      message: 'Your cart could not be found.',
    });
    expect(store.getState().totalItems).toBe(0);
  });

  it('AUT498 removes the local cart, shows the message and reloads after 4000 ms', async () => {
    const store = createCartStore(memoryStorage());
    store.receive(fixtureBasket());
    const reload = vi.fn();
    const schedule = vi.fn((callback: () => void, _ms: number) => callback());
    const load = vi.fn(async () => ({ ok: false as const, code: 'AUT498', message: 'Reloading' }));
    await createCartController(store, actions({ load }), { effects: { reload, schedule } }).load();
    expect(store.getState().basket).toBeNull();
    expect(store.getState().items).toEqual([]);
    expect(store.getState().flash).toEqual({ tone: 'error', message: 'Reloading' });
    expect(schedule).toHaveBeenCalledWith(reload, 4000);
    expect(reload).toHaveBeenCalled();
  });
});

describe('cart notices (spec 1 §4)', () => {
  it('collects out of stock, partly and unavailable items once each', () => {
    const basket = fixtureBasket(
      [
        fixtureItem({
          customerNotifications: [
            { type: 'error', code: 'INV700', message: 'out', itemId: 'item-1' },
          ],
        }),
        fixtureSaleItem,
      ],
      {
        flash: [
          { type: 'error', code: 'INV700', message: 'out', itemId: 'item-1' },
          { type: 'warning', code: 'INV701', message: 'short', itemId: 'item-2' },
          { type: 'info', code: 'pickupToHome', message: 'Now delivered home', itemId: 'item-2' },
        ],
      },
    );
    expect(collectStockNotices(basket)).toEqual({
      outOfStock: [{ itemId: 'item-1', name: "Men's Summit GTX Boot" }],
      partlyOutOfStock: [{ itemId: 'item-2', name: "Women's Ridge Fleece" }],
      unavailable: [],
    });
    expect(deliveryNotices(basket)).toEqual([
      { tone: 'info', code: 'pickupToHome', message: 'Now delivered home', itemId: 'item-2' },
    ]);
  });

  it('computes the discount percentage from item total and discount', () => {
    expect(discountPercentage({ itemTotal: 200, totalDiscount: 31.98 })).toBe(16);
    expect(discountPercentage({ itemTotal: 0, totalDiscount: 0 })).toBe(0);
  });
});
