'use client';

import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { CartController } from './cartController';
import { type CartState, emptyCartState } from './cartStore';

const CartContext = createContext<CartController | null>(null);
let defaultController: CartController | null = null;

/**
 * Sets the page-wide cart controller (the storefront does it once in its client entry), used
 * by cart components rendered outside a {@link CartProvider} (header button, product page).
 */
export function setDefaultCartController(controller: CartController): void {
  defaultController = controller;
}

/** The page-wide cart controller, if one was set. */
export function getDefaultCartController(): CartController | null {
  return defaultController;
}

/**
 * The cart controller of the nearest {@link CartProvider}, else a getter of the default one
 * read when called (for components that render before the page's controller exists).
 */
export function useLazyCartController(): () => CartController | null {
  const fromContext = useContext(CartContext);
  return () => fromContext ?? defaultController;
}

/** Provides a cart controller to the cart components below (stories, tests, a page). */
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
 * The cart controller of the nearest {@link CartProvider}, else the default one.
 * @throws Error when neither exists (a wiring bug)
 */
export function useCartController(): CartController {
  const controller = useContext(CartContext) ?? defaultController;
  if (!controller) throw new Error('No cart controller: wrap in <CartProvider> or set a default');
  return controller;
}

/**
 * The cart state (re-renders on change). The server render sees the empty cart, so the
 * persisted count appears after hydration.
 */
export function useCartState(): CartState {
  const { store } = useCartController();
  return useSyncExternalStore(store.subscribe, store.getState, () => emptyCartState);
}
