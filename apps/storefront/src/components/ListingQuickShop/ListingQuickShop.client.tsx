'use client';

import { commerceDialogs, type QuickShopRequest } from '@storefront/commerce';
import { Button, useDialogCommands } from '@storefront/ui';
import type { ProductOrigin } from '../../lib/productOrigins';

/** Props of {@link ListingQuickShop}. */
export interface ListingQuickShopProps {
  /** The product's id (its master id, spec 3 §3 "Product (quick-shop)"). */
  productId: string;
  /** The product page's locale-less path, e.g. `/p/mens-meadow-walker-ALP1401M`. */
  url: string;
  /** The product page under the locale: the link without JavaScript. */
  href: string;
  /** The listing's origin label, carried by the add (spec 3 §9: `Grid`, `Search`). */
  origin: ProductOrigin;
  /** The visible word, e.g. "Quick shop". */
  text: string;
  /** The accessible name, starting with the visible word, e.g. "Quick shop Meadow Walker". */
  label: string;
}

/**
 * A listing card's quick-shop (spec 3 §4 quick-shop, §9 origins): a link to the product page
 * that, with JavaScript and the layout's dialog manager, opens the quick-shop dialog instead,
 * its add labelled with the listing's origin.
 */
export function ListingQuickShop({
  productId,
  url,
  href,
  origin,
  text,
  label,
}: ListingQuickShopProps) {
  const dialogs = useDialogCommands();
  return (
    <Button
      href={href}
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={(event) => {
        if (!dialogs) return;
        event.preventDefault();
        const request: QuickShopRequest = { id: productId, url, origin };
        dialogs.open(commerceDialogs.quickShop, request);
      }}
    >
      {text}
    </Button>
  );
}
