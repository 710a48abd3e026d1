import type { FavoriteItem, Favorites } from '@storefront/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { favoriteCartAction, parseShareUrl, sharedListHref } from './favoriteRules';
import {
  createFavoritesStore,
  type FavoritesActions,
  type FavoritesResult,
  favoriteItemOf,
} from './favoritesStore';

const item = (productId: string, extra: Partial<FavoriteItem> = {}): FavoriteItem => ({
  itemId: `item-${productId}`,
  productId,
  name: `Product ${productId}`,
  pageUrl: `/p/product-${productId}`,
  available: true,
  addedAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

const list = (...items: FavoriteItem[]): Favorites => ({
  favoriteId: 'fav-1',
  name: 'Favorites',
  items,
  total: items.length,
  start: 0,
  count: 24,
});

const ok = (favorites: Favorites): FavoritesResult => ({ ok: true, favorites });

function fakeActions(initial: Favorites): FavoritesActions & { calls: string[] } {
  let current = initial;
  const calls: string[] = [];
  return {
    calls,
    load: vi.fn(async () => ok(current)),
    add: vi.fn(async (productId: string, variantId?: string) => {
      calls.push(`add ${productId} ${variantId ?? ''}`.trim());
      current = list(item(productId, variantId ? { variantId } : {}), ...current.items);
      return ok(current);
    }),
    remove: vi.fn(async (favoriteId: string, itemId: string) => {
      calls.push(`remove ${favoriteId} ${itemId}`);
      current = list(...current.items.filter((i) => i.itemId !== itemId));
      return ok(current);
    }),
  };
}

describe('favorites rules', () => {
  it('finds the item of a product, whatever its variant', () => {
    const favorites = list(item('ALP1001M', { variantId: 'ALP1001M-BLK-9' }));
    expect(favoriteItemOf(favorites, 'ALP1001M')?.itemId).toBe('item-ALP1001M');
    expect(favoriteItemOf(favorites, 'ALP1401M')).toBeUndefined();
    expect(favoriteItemOf(null, 'ALP1001M')).toBeUndefined();
  });

  it('adds a saved variant directly, asks for a choice without one, nothing when unavailable', () => {
    expect(favoriteCartAction(item('A', { variantId: 'A-1' }))).toEqual({
      kind: 'add',
      variantId: 'A-1',
    });
    expect(favoriteCartAction(item('A'))).toEqual({ kind: 'choose' });
    expect(favoriteCartAction(item('A', { available: false, variantId: 'A-1' }))).toEqual({
      kind: 'unavailable',
    });
  });

  it('reads the id and token of the API share URL, and nothing else', () => {
    expect(parseShareUrl('/favorites/shared/fav-1?token=abc')).toEqual({
      favoriteId: 'fav-1',
      token: 'abc',
    });
    expect(parseShareUrl('/favorites/shared/fav-1')).toBeUndefined();
    expect(parseShareUrl('/favorites/shared/?token=abc')).toBeUndefined();
    expect(parseShareUrl('/account?token=abc')).toBeUndefined();
    expect(parseShareUrl('https://evil.example/favorites/shared/x?token=abc')).toBeUndefined();
    expect(parseShareUrl('//evil.example/favorites/shared/x?token=abc')).toBeUndefined();
  });

  it('makes the shared list path under the locale, encoded', () => {
    expect(sharedListHref('fr-ca', { favoriteId: 'fav 1', token: 'a+b' })).toBe(
      '/fr-ca/favorites/shared/fav%201?token=a%2Bb',
    );
  });
});

describe('favorites store', () => {
  it('loads once, then toggles a product in and out of the list', async () => {
    const actions = fakeActions(list(item('ALP1401M')));
    const store = createFavoritesStore(actions);
    const listener = vi.fn();
    store.subscribe(listener);
    await Promise.all([store.load(), store.load()]);
    expect(actions.load).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('ready');

    await store.toggle('ALP1001M', 'ALP1001M-BLK-9');
    expect(favoriteItemOf(store.getState().favorites, 'ALP1001M')).toBeDefined();
    await store.toggle('ALP1001M');
    expect(favoriteItemOf(store.getState().favorites, 'ALP1001M')).toBeUndefined();
    expect(actions.calls).toEqual(['add ALP1001M ALP1001M-BLK-9', 'remove fav-1 item-ALP1001M']);
    expect(listener).toHaveBeenCalled();
  });

  it('ignores a second toggle of the same product while the first runs', async () => {
    const actions = fakeActions(list());
    const store = createFavoritesStore(actions);
    const first = store.toggle('ALP1001M');
    expect(store.getState().pending).toEqual(['ALP1001M']);
    expect(await store.toggle('ALP1001M')).toBeUndefined();
    await first;
    expect(actions.add).toHaveBeenCalledTimes(1);
    expect(store.getState().pending).toEqual([]);
  });

  it('keeps the list and records the message of a failed toggle, cleared by the next one', async () => {
    const actions = fakeActions(list());
    actions.add = vi.fn(
      async (): Promise<FavoritesResult> => ({ ok: false, code: 'PLP400', message: 'Not found' }),
    );
    const store = createFavoritesStore(actions);
    await store.toggle('NOPE0000');
    expect(store.getState().failures).toEqual({ NOPE0000: 'Not found' });
    expect(store.getState().favorites).toBeNull();
    const again = store.toggle('NOPE0000');
    expect(store.getState().failures).toEqual({});
    await again;
  });

  it('may load again after a failed load', async () => {
    const actions = fakeActions(list());
    const load = actions.load;
    actions.load = vi.fn(
      async (): Promise<FavoritesResult> => ({ ok: false, code: 'GEN500', message: 'Down' }),
    );
    const store = createFavoritesStore(actions);
    await store.load();
    expect(store.getState().status).toBe('error');
    actions.load = load;
    await store.load();
    expect(store.getState().status).toBe('ready');
  });
});
