import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { addWithRetry, closesAfterAdd, quickShopFooterAction } from './quickShopRules';

const base = {
  notifyMeEnabled: false,
  notifyMeAllowed: false,
  outOfStock: false,
  presale: false,
  signedIn: false,
  updating: false,
};

describe('quickShopFooterAction (spec 3 §4 priority)', () => {
  it('is add to cart by default', () => {
    expect(quickShopFooterAction(base)).toBe('addToCart');
  });
  it('puts notify me first when the feature is on, allowed and out of stock', () => {
    const input = { ...base, notifyMeEnabled: true, notifyMeAllowed: true, outOfStock: true };
    expect(quickShopFooterAction({ ...input, presale: true, updating: true })).toBe('notifyMe');
  });
  it('says out of stock when notify me is off or not allowed', () => {
    expect(quickShopFooterAction({ ...base, outOfStock: true, notifyMeAllowed: true })).toBe(
      'outOfStock',
    );
    expect(quickShopFooterAction({ ...base, outOfStock: true, notifyMeEnabled: true })).toBe(
      'outOfStock',
    );
    expect(quickShopFooterAction({ ...base, outOfStock: true, presale: true })).toBe('outOfStock');
  });
  it('asks a guest to sign in to buy a presale product, before update in cart', () => {
    expect(quickShopFooterAction({ ...base, presale: true, updating: true })).toBe('signInToBuy');
    expect(quickShopFooterAction({ ...base, presale: true, signedIn: true })).toBe('addToCart');
  });
  it('updates in cart when opened for an item', () => {
    expect(quickShopFooterAction({ ...base, updating: true })).toBe('updateInCart');
  });
});

describe('addWithRetry (spec 3 §4: once after 2 s, never for GWP403)', () => {
  afterEach(() => vi.useRealTimers());

  it('retries a failed answer once after 2000 ms', async () => {
    vi.useFakeTimers();
    const add = vi
      .fn<() => Promise<{ ok: boolean; code?: string }>>()
      .mockResolvedValueOnce({ ok: false, code: 'GEN500' })
      .mockResolvedValueOnce({ ok: true });
    const result = addWithRetry(add);
    await vi.advanceTimersByTimeAsync(1999);
    expect(add).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('answers the second failure without a third try', async () => {
    vi.useFakeTimers();
    const add = vi.fn(async () => ({ ok: false, code: 'INV700' }));
    const result = addWithRetry(add);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toEqual({ ok: false, code: 'INV700' });
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('retries a rejection too', async () => {
    vi.useFakeTimers();
    const add = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ ok: true });
    const result = addWithRetry(add);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('does not retry the free-gift error, answered or thrown', async () => {
    const answered = vi.fn(async () => ({ ok: false, code: 'GWP403' }));
    await expect(addWithRetry(answered)).resolves.toEqual({ ok: false, code: 'GWP403' });
    expect(answered).toHaveBeenCalledTimes(1);
    const thrown = vi.fn(async (): Promise<{ ok: boolean }> => {
      throw new ApiError({ status: 403, errorId: 'GWP403', message: 'free gift' });
    });
    await expect(addWithRetry(thrown)).rejects.toThrow('free gift');
    expect(thrown).toHaveBeenCalledTimes(1);
  });

  it('passes one idempotency key (a UUID) per action, the same on its retry', async () => {
    vi.useFakeTimers();
    const add = vi
      .fn<(idempotencyKey: string) => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce({ ok: true });
    const result = addWithRetry(add);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ ok: true });
    const [first, retry] = add.mock.calls.map(([key]) => key);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    const next = vi.fn(async (_key: string) => ({ ok: true }));
    await addWithRetry(next);
    expect(next.mock.calls[0]?.[0]).not.toBe(first);
  });

  it('does not retry a success', async () => {
    const add = vi.fn(async () => ({ ok: true }));
    await addWithRetry(add);
    expect(add).toHaveBeenCalledTimes(1);
  });
});

describe('closesAfterAdd', () => {
  it('closes with the mini cart or close-on-add on', () => {
    expect(closesAfterAdd({ miniCart: false, closeOnAdd: false })).toBe(false);
    expect(closesAfterAdd({ miniCart: true, closeOnAdd: false })).toBe(true);
    expect(closesAfterAdd({ miniCart: false, closeOnAdd: true })).toBe(true);
  });
});
