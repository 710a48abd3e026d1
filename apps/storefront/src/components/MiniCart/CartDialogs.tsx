'use client';

import type { Inventory, ProductDetails } from '@storefront/api-contract';
import { MiniCart, QuickShop } from '@storefront/commerce';
import { useEffect, useMemo, useState } from 'react';
import { onQuickShop, type QuickShopRequest } from '../../lib/cart/client';
import { cartFeatures } from '../../lib/cart/features';
import { loadQuickShopAction } from '../../lib/cart/quickShopActions';

/** A site path of the API (`/p/slug-id`) under the locale (`/en-us/p/slug-id`). */
export function localised(localePath: string, path: string): string {
  return path.startsWith('/') && !path.startsWith(`/${localePath}/`)
    ? `/${localePath}${path}`
    : path;
}

type Loaded = { product: ProductDetails; inventory?: Inventory; signedIn: boolean };

/**
 * The page's cart dialogs, mounted once by the header's cart button: the mini cart panel and
 * the quick-shop dialog, which opens on `openQuickShop` (BlockServices.products) and loads the
 * product through a server action.
 */
export function CartDialogs({ localePath, localeTag }: { localePath: string; localeTag: string }) {
  const [request, setRequest] = useState<QuickShopRequest | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | undefined>();
  const hrefOf = (path: string) => localised(localePath, path);

  useEffect(
    () =>
      onQuickShop((next) => {
        setRequest(next);
        setLoaded(null);
        setError(undefined);
        void loadQuickShopAction(localePath, next.id).then((answer) => {
          if (answer.ok) {
            setLoaded({
              product: answer.product,
              signedIn: answer.signedIn,
              ...(answer.inventory ? { inventory: answer.inventory } : {}),
            });
          } else setError(answer.message);
        });
      }),
    [localePath],
  );

  const updating = useMemo(() => {
    if (!request?.itemId || !loaded) return undefined;
    const choice: Record<string, string> = {};
    for (const attribute of loaded.product.attributes) {
      const wanted = request.choice?.[attribute.type]?.toLowerCase();
      const option = attribute.options.find(
        (o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted,
      );
      if (option) choice[attribute.type] = option.value;
    }
    return { itemId: request.itemId, choice };
  }, [request, loaded]);

  return (
    <>
      <MiniCart
        locale={localeTag}
        hrefOf={hrefOf}
        cartHref={`/${localePath}/cart`}
        checkoutHref={`/${localePath}/checkout`}
      />
      <QuickShop
        open={request !== null}
        onOpenChange={(open) => {
          if (!open) setRequest(null);
        }}
        product={loaded?.product ?? null}
        {...(loaded?.inventory ? { inventory: loaded.inventory } : {})}
        {...(error ? { loadError: error } : {})}
        locale={localeTag}
        {...(updating ? { updating } : {})}
        signedIn={loaded?.signedIn ?? false}
        settings={{
          miniCart: cartFeatures.miniCart,
          closeOnAdd: cartFeatures.closeOnAdd,
          notifyMe: cartFeatures.notifyMe,
        }}
        productHref={request ? hrefOf(request.url) : '#'}
        signInHref={`/${localePath}/sign-in?returnTo=${encodeURIComponent(request ? hrefOf(request.url) : `/${localePath}`)}`}
      />
    </>
  );
}
