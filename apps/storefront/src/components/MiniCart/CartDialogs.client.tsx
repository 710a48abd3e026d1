'use client';

import { type Inventory, localisePath, type ProductDetails } from '@storefront/api-contract';
import { MiniCart, QuickShop } from '@storefront/commerce/client';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { QuickShopRequest } from '../../lib/cart/cart.client';
import { cartFeatures } from '../../lib/cart/features';
import { loadQuickShopAction } from '../../lib/cart/quickShopActions';
import { productOrigins } from '../../lib/productOrigins';
import { ExpressIsland, type ExpressIslandProps } from '../Express/ExpressIsland.client';
import { QuickShopFavorite } from '../Favorites/QuickShopFavorite.client';

/** A quick-shop answer, kept with the request it answers (a newer request shows none). */
type Answer = { request: QuickShopRequest } & (
  | {
      ok: true;
      product: ProductDetails;
      inventory?: Inventory;
      signedIn: boolean;
      favorites: boolean;
    }
  | { ok: false; message: string }
);

/** Props of {@link CartDialogs}. */
export interface CartDialogsProps {
  /** Storefront locale path, e.g. `en-us` (also picks the labels: French for `fr-ca`). */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US` (prices). */
  localeTag: string;
  /**
   * The `cart` namespace (the layout's `islandMessages(locale, ['cart'])`): provided here, in the
   * chunk loaded on first use, so the message runtime is in no page's first load.
   */
  messages: AbstractIntlMessages;
  /** The open quick-shop's request (BlockServices.products.openQuickShop), `null` when closed. */
  quickShop: QuickShopRequest | null;
  /** Called when the shopper closes the quick-shop. */
  onQuickShopClose: () => void;
  /** The mini cart's express checkout (spec 3 §1, §6); absent when no button may show. */
  express?: MiniCartExpress;
}

/** What the mini cart's express buttons need besides the basket (built by the layout). */
export type MiniCartExpress = Omit<ExpressIslandProps, 'source' | 'amount'>;

/**
 * The page's cart dialogs (spec 1 §3 mini cart, spec 3 §4 quick-shop), loaded on first use by
 * the header's cart button (see `LazyCartDialogs`): the mini cart panel, open while the cart
 * store's `miniCartOpen` is set, and the quick-shop dialog, open while `quickShop` is set; it
 * loads that product and its inventory through a server action (a failure shows its message in
 * the dialog), with the favorite heart unless favorites are off for the session (spec 1 §4).
 * Words from the `cart` catalogue, which this chunk provides itself.
 */
export function CartDialogs({
  localePath,
  localeTag,
  messages,
  quickShop,
  onQuickShopClose,
  express,
}: CartDialogsProps) {
  // The last request stays shown while the dialog closes (its 250 ms transition).
  const [request, setRequest] = useState(quickShop);
  if (quickShop && quickShop !== request) setRequest(quickShop);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const current = answer && answer.request === request ? answer : null;
  const loaded = current?.ok ? current : null;
  const error = current && !current.ok ? current.message : undefined;
  const hrefOf = (path: string) => localisePath(localePath, path);

  useEffect(() => {
    if (!request) return;
    // A new request: its answer replaces the last one (a stale answer is never shown).
    void loadQuickShopAction(request.id).then((result) => {
      setAnswer(
        result.ok
          ? {
              request,
              ok: true,
              product: result.product,
              signedIn: result.signedIn,
              favorites: result.favorites,
              ...(result.inventory ? { inventory: result.inventory } : {}),
            }
          : { request, ok: false, message: result.message },
      );
    });
  }, [request]);

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
    <NextIntlClientProvider locale={localeTag} messages={messages} timeZone="UTC">
      <MiniCart
        locale={localeTag}
        hrefOf={hrefOf}
        cartHref={`/${localePath}/cart`}
        checkoutHref={`/${localePath}/checkout`}
        {...(express
          ? {
              renderExpress: (basket) => (
                <ExpressIsland
                  {...express}
                  source={{ kind: 'basket', place: 'miniCart' }}
                  amount={basket.totals.total}
                />
              ),
            }
          : {})}
      />
      <QuickShop
        open={quickShop !== null}
        onOpenChange={(open) => {
          if (!open) onQuickShopClose();
        }}
        product={loaded?.product ?? null}
        {...(loaded?.inventory ? { inventory: loaded.inventory } : {})}
        {...(error ? { loadError: error } : {})}
        locale={localeTag}
        {...(updating ? { updating } : {})}
        signedIn={loaded?.signedIn ?? false}
        origin={quickShop?.origin ?? productOrigins.quickShop}
        settings={{
          miniCart: cartFeatures.miniCart,
          closeOnAdd: cartFeatures.closeOnAdd,
          notifyMe: cartFeatures.notifyMe,
        }}
        productHref={request ? hrefOf(request.url) : '#'}
        {...(loaded?.favorites
          ? {
              renderFavorite: (variantId: string | undefined) => (
                <QuickShopFavorite
                  product={loaded.product}
                  variantId={variantId}
                  productHref={hrefOf(request?.url ?? '')}
                  localePath={localePath}
                />
              ),
            }
          : {})}
        signInHref={`/${localePath}/sign-in?returnTo=${encodeURIComponent(request ? hrefOf(request.url) : `/${localePath}`)}`}
      />
    </NextIntlClientProvider>
  );
}
