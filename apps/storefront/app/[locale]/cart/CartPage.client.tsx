'use client';

import { type BasketResponse, localisePath } from '@storefront/api-contract';
import {
  type CartStoreOption,
  commerceDialogs,
  type MemberExpressSummary,
} from '@storefront/commerce';
import { BasketSeed, CartView } from '@storefront/commerce/client';
import { useDialogManager } from '@storefront/ui';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { openQuickShop } from '../../../src/lib/cart/cart.client';
import { CartDelivery } from './CartDelivery.client';

// Staff only (spec 1 §6-§7): loaded when the session is an employee's or an associate's.
const CartStaffTerms = dynamic(() => import('./CartStaff.client').then((m) => m.CartStaffTerms));
const CartPriceAdjustment = dynamic(() =>
  import('./CartStaff.client').then((m) => m.CartPriceAdjustment),
);
// Signed-in shoppers with a main address and a default card only (spec 1 §4).
const CartMemberExpress = dynamic(() =>
  import('./CartMemberExpress.client').then((m) => m.CartMemberExpress),
);

/**
 * The cart page's client part: {@link CartView} over the layout's one basket store (the one the
 * header's count and mini cart read, so all show the same basket), seeded with `initialBasket`
 * when the page read it on the server (its first HTML shows the items), its words from
 * the `cart` catalogue of the page's `IntlIsland` (CartView builds them with `useCartLabels`).
 * Edit opens the quick-shop through the dialog manager. A connected employee gets no saved
 * for later (spec 1 §4) and the employee terms dialog until accepted; an in-store associate
 * the price adjustment of each item (both loaded lazily, staff only). A signed-in shopper with a
 * main shipping address and a default card (`memberExpress`, decided by the route) gets the
 * one-step "Express checkout" under Checkout (spec 1 §4, loaded lazily).
 */
export function CartPageClient({
  localePath,
  localeTag,
  stores,
  slotTop,
  slotBottom,
  initialBasket,
  language,
  employee,
  associate = false,
  memberExpress,
}: {
  localePath: string;
  localeTag: string;
  /** ISO 639-1 language of error messages. */
  language: string;
  /** The session's employee (consumer type EMPLOYEE): whether the discount terms are accepted. */
  employee?: { termsAccepted: boolean };
  /** The session is an in-store associate's (agent login). */
  associate?: boolean;
  /** What the member one-step checkout applies (absent: not offered). */
  memberExpress?: MemberExpressSummary;
  stores: CartStoreOption[];
  slotTop?: ReactNode;
  slotBottom?: ReactNode;
  /** The basket the page read on the server (none: the view loads it). */
  initialBasket?: BasketResponse;
}) {
  const dialogs = useDialogManager();
  // Only the route's first read seeds the store: a re-render after a Server Action (its cookie
  // writes refresh the route) must not put an older basket over the store's newer answer.
  const [firstBasket] = useState(initialBasket);
  const t = useTranslations('cart');
  return (
    <BasketSeed basket={firstBasket}>
      <CartView
        locale={localeTag}
        hrefOf={(path) => localisePath(localePath, path)}
        checkoutHref={`/${localePath}/checkout`}
        continueHref={`/${localePath}`}
        stores={stores}
        canSaveForLater={!employee}
        {...(memberExpress
          ? {
              checkoutExtra: <CartMemberExpress localePath={localePath} summary={memberExpress} />,
            }
          : {})}
        {...(associate
          ? {
              renderItemExtra: (item: BasketResponse['items'][number], basket: BasketResponse) => (
                <CartPriceAdjustment
                  item={item}
                  basket={basket}
                  locale={localeTag}
                  language={language}
                />
              ),
            }
          : {})}
        slotTop={slotTop}
        slotBottom={slotBottom}
        onChangeItemDelivery={(item) =>
          dialogs.open(commerceDialogs.cartShippingMethod, { itemId: item.id })
        }
        onEditItem={(item) =>
          openQuickShop(dialogs, {
            id: item.masterId,
            url: localisePath(localePath, item.pdpUrl),
            itemId: item.id,
            choice: item.attributes,
          })
        }
      />
      <CartDelivery localePath={localePath} unavailable={t('changeDelivery.searchFailed')} />
      {employee && !employee.termsAccepted && (
        <CartStaffTerms termsHref={`/${localePath}/associate-discount-terms`} />
      )}
    </BasketSeed>
  );
}
