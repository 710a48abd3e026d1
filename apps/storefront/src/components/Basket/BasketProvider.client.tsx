'use client';

import { CartProvider } from '@storefront/commerce/client';
import { DialogManagerProvider } from '@storefront/ui';
import type { AbstractIntlMessages } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { createStorefrontCart } from '../../lib/cart/cart.client';
import { BotChallengeHost } from '../BotChallenge';
import { LazyCartDialogs } from '../CartButton/LazyCartDialogs.client';
import type { MiniCartExpress } from '../MiniCart/CartDialogs.client';

/** Props of {@link BasketProvider}. */
export interface BasketProviderProps {
  /** Storefront locale path, e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  /**
   * The `cart` namespace for the cart dialogs (`islandMessages(locale, ['cart'])`): they
   * provide it themselves when they load, so no page's first load carries the message runtime.
   */
  cartMessages: AbstractIntlMessages;
  /** The mini cart's express checkout (`miniCartExpress`), when a button may show. */
  express?: MiniCartExpress | undefined;
  children: ReactNode;
}

/**
 * The storefront's one basket store and one dialog manager, provided once by the `[locale]`
 * layout: every view (header count, mini cart, quick-shop, cart, checkout) reads the same
 * store from context, and every dialog opens through the same manager (spec 1 §2). The store
 * lives in this component's state (one per layout: per locale, kept across client
 * navigations); pages that read the basket on the server seed it (`BasketSeed`). Also hosts
 * the cart dialogs (mini cart, quick-shop), loaded on first use ({@link LazyCartDialogs}), and
 * the bot-defence challenge dialog (spec 1 §8, {@link BotChallengeHost}), loaded on the first
 * challenge.
 */
export function BasketProvider({
  localePath,
  localeTag,
  cartMessages,
  express,
  children,
}: BasketProviderProps) {
  const [cart] = useState(() => createStorefrontCart());
  return (
    <DialogManagerProvider>
      <CartProvider controller={cart}>
        {children}
        <LazyCartDialogs
          localePath={localePath}
          localeTag={localeTag}
          messages={cartMessages}
          express={express}
        />
        <BotChallengeHost localeTag={localeTag} messages={cartMessages} />
      </CartProvider>
    </DialogManagerProvider>
  );
}
