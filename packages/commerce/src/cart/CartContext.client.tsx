'use client';

import type { BasketResponse, SaveForLaterPage } from '@storefront/api-contract';
import {
  createContext,
  createElement,
  Fragment,
  type ReactNode,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import type { CartController } from './cartController';
import type { CartState } from './cartStore';

const CartContext = createContext<CartController | null>(null);

/**
 * Provides the page's one cart controller (and its basket store) to every cart and checkout
 * view below: the storefront does it once in its `[locale]` layout; stories and tests wrap
 * their own.
 */
export function CartProvider({
  controller,
  children,
}: {
  controller: CartController;
  children: ReactNode;
}) {
  return createElement(CartContext.Provider, { value: controller, children });
}

/**
 * The cart controller of the nearest {@link CartProvider}.
 * @throws Error outside a provider (a wiring bug)
 */
export function useCartController(): CartController {
  const controller = useContext(CartContext);
  if (!controller) throw new Error('No cart controller: wrap in <CartProvider>');
  return controller;
}

/** The cart controller of the nearest {@link CartProvider}, `null` outside one. */
export function useOptionalCartController(): CartController | null {
  return useContext(CartContext);
}

/**
 * The basket state (re-renders on change). The server render and hydration see the empty cart
 * or the basket the page seeded ({@link useBasketSeed}); the persisted count appears after.
 */
export function useCartState(): CartState {
  const { store } = useCartController();
  return useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
}

/**
 * Seeds the page's basket store with the basket the page read on the server (the cart and
 * checkout pages), so that their first HTML and hydration show it: the store takes it during
 * this render (silently, once per basket object), then, after the commit, as an answer (the
 * header count and the persisted cart follow). `undefined` (no basket read) seeds nothing.
 */
export function useBasketSeed(basket: BasketResponse | undefined, saved?: SaveForLaterPage): void {
  const { store } = useCartController();
  if (basket) store.seed(basket, saved);
  useEffect(() => {
    if (basket) store.receive(basket, saved);
  }, [store, basket, saved]);
}

/**
 * {@link useBasketSeed} as a component: seeds the store with `basket`, then renders `children`
 * (which read it). For a page that read the basket in its server component:
 * `<BasketSeed basket={basket}><CartView …/></BasketSeed>`.
 */
export function BasketSeed({
  basket,
  saved,
  children,
}: {
  basket: BasketResponse | undefined;
  saved?: SaveForLaterPage;
  children?: ReactNode;
}) {
  useBasketSeed(basket, saved);
  return createElement(Fragment, null, children);
}
