import { useCallback, useEffect, useState } from 'react';
import type { CartController } from './cartController';

/** What {@link useBasketLoad} answers. */
export interface BasketLoad {
  /** The message of a failed load (the spec's, e.g. GEN500's), `null` while none failed. */
  failure: string | null;
  /** Loads the basket again. */
  retry(): void;
}

/**
 * Loads the basket when `active` and the cart store has none yet (the cart page, an opened
 * mini cart). A load that fails without a basket (API down, GEN500…) gives its message for a
 * retry instead of an endless loading state; the locally persisted cart is kept for the next
 * load (spec 1 §8). AUT498 is left to the controller (message, reload).
 */
export function useBasketLoad(cart: CartController, active = true): BasketLoad {
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(async () => {
    setFailure(null);
    const result = await cart.load();
    if (!result.ok && result.code !== 'AUT498' && !cart.store.getState().basket) {
      setFailure(result.message);
    }
  }, [cart]);
  useEffect(() => {
    if (active && !cart.store.getState().basket) void load();
  }, [active, cart, load]);
  return { failure, retry: () => void load() };
}
