'use client';

import { localisePath } from '@storefront/api-contract';
import { SavedForLater, useCartController, useCartState } from '@storefront/commerce/client';
import { useEffect } from 'react';

/**
 * The saved-for-later account page's client part (spec 1 §3, §4): the cart's own
 * {@link SavedForLater} list over the layout's one basket store (its first page loaded on
 * arrival, paged, "Move to cart" into the same basket the header counts).
 */
export function SavedForLaterPageClient({ localePath }: { localePath: string }) {
  const cart = useCartController();
  const { saved } = useCartState();
  useEffect(() => {
    void cart.savedPage({ start: 0, count: cart.savedPageSize });
  }, [cart]);
  return (
    <SavedForLater
      page={saved}
      pageSize={cart.savedPageSize}
      hrefOf={(path) => localisePath(localePath, path)}
      onMoveToCart={cart.moveToCart}
      onPage={(start) => cart.savedPage({ start, count: cart.savedPageSize })}
    />
  );
}
