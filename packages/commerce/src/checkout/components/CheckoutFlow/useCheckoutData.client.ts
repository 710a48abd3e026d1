'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBasketSeed, useCartController, useCartState } from '../../../cart/CartContext.client';
import type { CheckoutActions, CheckoutData } from '../../flow/types';

/** What the checkout keeps besides the basket (the basket is the one basket store's). */
type CheckoutRest = Omit<CheckoutData, 'basket'>;

function restOf({ basket: _basket, ...rest }: CheckoutData): CheckoutRest {
  return rest;
}

/** What {@link useCheckoutData} answers. */
export interface CheckoutDataState {
  /** The checkout data with the store's basket; `null` until both are known. */
  data: CheckoutData | null;
  /** Takes a checkout answer: its basket goes to the basket store (header count, mini cart). */
  receive(next: CheckoutData): void;
  /** Takes a basket alone (a failure that carried it) into the basket store. */
  receiveBasket(basket: BasketResponse): void;
  /** Loads the checkout again; a failure without a basket gives its message. */
  reload(): Promise<{ ok: true } | { ok: false; message: string }>;
  /** The first load failed (API down…): its message went to `onLoadFailure`; Try again. */
  loadFailed: boolean;
  /** Loads again after a failed load. */
  retry(): void;
}

/**
 * The checkout's data over the page's one basket store (spec 1 §4): the basket is read from the
 * store (seeded with `initialData`'s basket, which the page read on the server) and every
 * checkout answer's basket is given to it, so the header count and the mini cart follow the
 * checkout; only the shipping and payment methods are kept here. An empty basket calls
 * `onEmpty`; a load answering BSK404 or AUT498 (placed, merged or another shopper's) too.
 * Without `initialData` the flow loads it; a failed load goes to `onLoadFailure`.
 */
export function useCheckoutData({
  initialData,
  actions,
  onEmpty,
  onLoadFailure,
}: {
  initialData: CheckoutData | undefined;
  actions: Pick<CheckoutActions, 'load'>;
  onEmpty(): void;
  onLoadFailure(message: string): void;
}): CheckoutDataState {
  const { store } = useCartController();
  useBasketSeed(initialData?.basket);
  const { basket } = useCartState();
  const [rest, setRest] = useState<CheckoutRest | null>(() =>
    initialData ? restOf(initialData) : null,
  );

  const receive = useCallback(
    (next: CheckoutData) => {
      if (next.basket.items.length === 0) onEmpty();
      store.receive(next.basket);
      setRest(restOf(next));
    },
    [store, onEmpty],
  );

  const reload = useCallback(async () => {
    const result = await actions.load();
    if (result.ok) {
      receive(result);
      return { ok: true as const };
    }
    if (result.code === 'BSK404' || result.code === 'AUT498') {
      onEmpty();
      return { ok: true as const };
    }
    return { ok: false as const, message: result.message };
  }, [actions, receive, onEmpty]);

  const [loadFailed, setLoadFailed] = useState(false);
  const failed = useRef(onLoadFailure);
  failed.current = onLoadFailure;
  const load = useCallback(async () => {
    const result = await reload();
    setLoadFailed(!result.ok);
    if (!result.ok) failed.current(result.message);
  }, [reload]);
  useEffect(() => {
    if (!initialData) void load();
    else if (initialData.basket.items.length === 0) onEmpty();
  }, [initialData, load, onEmpty]);

  const data = useMemo(() => (rest && basket ? { ...rest, basket } : null), [rest, basket]);
  return {
    data,
    receive,
    receiveBasket: store.receive,
    reload,
    loadFailed,
    retry: () => void load(),
  };
}
