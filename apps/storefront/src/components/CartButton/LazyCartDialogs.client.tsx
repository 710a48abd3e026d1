'use client';

import { commerceDialogs, type QuickShopRequest } from '@storefront/commerce';
import { useDialogManager } from '@storefront/ui';
import type { AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { MiniCartExpress } from '../MiniCart/CartDialogs.client';

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
 * until first use, i.e. the dialog manager opens `commerceDialogs.miniCart` (the header's cart
 * button, an add to cart on the product page) or `commerceDialogs.quickShop` with a
 * {@link QuickShopRequest} (BlockServices.products.openQuickShop, the cart page's Edit); then
 * {@link preloadCartDialogs}' chunk renders them, and they stay mounted.
 */
export function LazyCartDialogs({
  localePath,
  localeTag,
  messages,
  express,
}: {
  /** Storefront locale path, e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  /** The `cart` namespace, provided by the dialogs' own chunk. */
  messages: AbstractIntlMessages;
  /** The mini cart's express checkout, when a button may show (spec 3 §6). */
  express?: MiniCartExpress | undefined;
}) {
  const dialogs = useDialogManager();
  const quickShop = dialogs.isOpen(commerceDialogs.quickShop)
    ? (dialogs.argsOf(commerceDialogs.quickShop) as QuickShopRequest)
    : null;
  const [used, setUsed] = useState(false);
  if ((dialogs.isOpen(commerceDialogs.miniCart) || quickShop) && !used) setUsed(true);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CartDialogs
        localePath={localePath}
        localeTag={localeTag}
        messages={messages}
        {...(express ? { express } : {})}
        quickShop={quickShop}
        onQuickShopClose={() => dialogs.close(commerceDialogs.quickShop)}
      />
    </Suspense>
  );
}
