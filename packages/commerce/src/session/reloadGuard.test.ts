import { describe, expect, it, vi } from 'vitest';
import { guardedReload, pageReloadGuardMs, reloadGuardKey } from './reloadGuard';

function memory(): Map<string, string> & {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
} {
  const map = new Map<string, string>();
  return Object.assign(map, {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  });
}

describe('guardedReload (spec 1 §9 page-level reload guard)', () => {
  it('is 10 seconds by default', () => {
    expect(pageReloadGuardMs).toBe(10_000);
  });

  it('reloads once, then not again on the same page within 10 s, then again after', () => {
    const storage = memory();
    const reload = vi.fn();
    const page = '/en-us/cart';
    expect(guardedReload(reload, { page, storage, nowMs: 1_000 })).toBe(true);
    expect(storage.getItem(reloadGuardKey(page))).toBe('1000');
    expect(guardedReload(reload, { page, storage, nowMs: 10_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(guardedReload(reload, { page, storage, nowMs: 11_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each page on its own and honours another window', () => {
    const storage = memory();
    const reload = vi.fn();
    guardedReload(reload, { page: '/en-us/cart', storage, nowMs: 0 });
    expect(guardedReload(reload, { page: '/en-us/checkout', storage, nowMs: 1 })).toBe(true);
    expect(guardedReload(reload, { page: '/en-us/cart', storage, nowMs: 3, guardMs: 2 })).toBe(
      true,
    );
  });

  it('never blocks on a broken value, a time in the future or a failing storage', () => {
    const reload = vi.fn();
    const storage = memory();
    storage.setItem(reloadGuardKey('/p'), 'soon');
    expect(guardedReload(reload, { page: '/p', storage, nowMs: 5 })).toBe(true);
    storage.setItem(reloadGuardKey('/q'), '99999');
    expect(guardedReload(reload, { page: '/q', storage, nowMs: 5 })).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(guardedReload(reload, { page: '/r', storage: throwing, nowMs: 5 })).toBe(true);
    expect(guardedReload(reload, { page: '/r', nowMs: 5 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(4);
  });
});
