'use client';

import { safeRedirectPath } from '@storefront/api-contract/redirects';
import { CartProvider, type CartStoreOption, CartView } from '@storefront/commerce';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { cartControllerFor, openQuickShop } from '../../../src/lib/cart/client';
import { localised } from '../../../src/lib/localisedPath';

/**
 * The cart page's client part: {@link CartView} under the page's cart controller (the one the
 * header's mini cart uses, so both show the same basket). Its words come from the `cart`
 * catalogue of the page's `IntlIsland` (CartView builds them with `useCartLabels`).
 */
export function CartPageClient({
  localePath,
  localeTag,
  stores,
  slotTop,
  slotBottom,
}: {
  localePath: string;
  localeTag: string;
  stores: CartStoreOption[];
  slotTop?: ReactNode;
  slotBottom?: ReactNode;
}) {
  const controller = useMemo(() => cartControllerFor(localePath), [localePath]);
  return (
    <CartProvider controller={controller}>
      <CartView
        locale={localeTag}
        hrefOf={(path) => localised(localePath, path)}
        checkoutHref={`/${localePath}/checkout`}
        continueHref={`/${localePath}`}
        stores={stores}
        slotTop={slotTop}
        slotBottom={slotBottom}
        onEditItem={(item) =>
          openQuickShop(
            {
              id: item.masterId,
              url: localised(localePath, item.pdpUrl),
              itemId: item.id,
              choice: item.attributes,
            },
            (url) => window.location.assign(safeRedirectPath(url, localePath)),
          )
        }
      />
    </CartProvider>
  );
}
