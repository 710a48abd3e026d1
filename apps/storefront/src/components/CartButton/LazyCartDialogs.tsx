'use client';

import { useCartState } from '@storefront/commerce';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onQuickShop, type QuickShopRequest } from '../../lib/cart/client';

let loading: Promise<typeof import('../MiniCart')> | undefined;

/**
 * Starts loading the cart dialogs' code (mini cart, quick-shop: Radix dialog, react-hook-form,
 * zod) once per page; later calls return the same promise (a new one after a failure). The header's cart button calls it on
 * pointer or focus intent so the first open shows no delay.
 */
export function preloadCartDialogs(): Promise<typeof import('../MiniCart')> {
  loading ??= import('../MiniCart').catch((error: unknown) => {
    loading = undefined; // a failed preload is retried by the next call
    throw error;
  });
  return loading;
}

const CartDialogs = lazy(() =>
  preloadCartDialogs().then((module) => ({ default: module.CartDialogs })),
);

/**
 * The page's cart dialogs, kept out of the first-load JavaScript: nothing is loaded or rendered
 * until first use, i.e. the cart store's `miniCartOpen` is set (the header's cart button, an add
 * to cart on the product page) or a quick-shop is asked for (BlockServices.products.openQuickShop
 * through `openQuickShop`, the cart page's Edit); then {@link preloadCartDialogs}' chunk renders
 * them, and they stay mounted. Subscribes the page's quick-shop host once hydrated (before that,
 * `openQuickShop` navigates to the product page).
 */
export function LazyCartDialogs({
  localePath,
  localeTag,
}: {
  /** Storefront locale path, e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
}) {
  const { miniCartOpen } = useCartState();
  const [quickShop, setQuickShop] = useState<QuickShopRequest | null>(null);
  const [used, setUsed] = useState(false);
  if ((miniCartOpen || quickShop) && !used) setUsed(true);

  useEffect(() => onQuickShop((request) => setQuickShop(request)), []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CartDialogs
        localePath={localePath}
        localeTag={localeTag}
        quickShop={quickShop}
        onQuickShopClose={() => setQuickShop(null)}
      />
    </Suspense>
  );
}
