'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { safeRedirectPath } from '@storefront/api-contract/redirects';
import { CartProvider, type CartStoreOption, CartView, cartLabelsFor } from '@storefront/commerce';
import type { ReactNode } from 'react';
import { useLayoutEffect, useMemo, useState } from 'react';
import { cartControllerFor, openQuickShop } from '../../../src/lib/cart/client';
import { localised } from '../../../src/lib/localisedPath';

/**
 * The cart page's client part: {@link CartView} under the page's cart controller (the one the
 * header's mini cart uses, so both show the same basket), in the words of the locale
 * (`cartLabelsFor(localePath)`: French in fr-ca; the labels hold functions, so they are chosen
 * here on the client, not passed from the server page). `initialBasket` is the basket the
 * route read: it goes into the cart store before the cart view's first load, so the page makes
 * no load call after hydration.
 */
export function CartPageClient({
  localePath,
  localeTag,
  stores,
  initialBasket,
  slotTop,
  slotBottom,
}: {
  localePath: string;
  localeTag: string;
  stores: CartStoreOption[];
  /** The basket read by the route (absent: the client loads it). */
  initialBasket?: BasketResponse;
  slotTop?: ReactNode;
  slotBottom?: ReactNode;
}) {
  const controller = useMemo(() => cartControllerFor(localePath), [localePath]);
  const labels = cartLabelsFor(localePath);
  // The route's read seeds the store once (a re-render after a Server Action keeps the store's
  // newer answer); a layout effect runs before the cart view's load effect (a passive one).
  const [firstBasket] = useState(initialBasket);
  useLayoutEffect(() => {
    if (firstBasket) controller.store.receive(firstBasket);
  }, [controller, firstBasket]);
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
        labels={labels}
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
