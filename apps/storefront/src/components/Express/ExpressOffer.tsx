import type { StorefrontLocale } from '@storefront/api-contract';
import type { ExpressSource, PayLaterPlacement } from '@storefront/commerce';
import { ExpressIsland } from './ExpressIsland.client';
import { expressIslandProps } from './expressIslandProps';

/** Props of {@link ExpressOffer}. */
export interface ExpressOfferProps {
  locale: StorefrontLocale;
  source: ExpressSource;
  /** The price or basket total the buttons show before merchant validation, major units. */
  amount: number;
  /**
   * The pay-later message under the PayPal button (spec 3 §7): `product` on the product page,
   * `cart` on the cart; none by default.
   */
  payLater?: PayLaterPlacement;
  className?: string;
}

/**
 * The express checkout of a page (spec 3 §1, §6): the card wallet and PayPal buttons when the
 * feature is on for the page's locale and the provider is ADYEN (the simulator stands in);
 * nothing at all otherwise, so a page without buttons ships none of their code. The words are the `express` catalogue's
 * strings; the captcha (action `placeOrder`) is the page's. With `payLater`, the pay-later
 * message shows under the PayPal button (its code loads after the page's first load).
 */
export async function ExpressOffer({
  locale,
  source,
  amount,
  payLater,
  className,
}: ExpressOfferProps) {
  const express = await expressIslandProps(locale);
  if (!express) return null;
  return (
    <div className={className}>
      <ExpressIsland
        {...express}
        source={source}
        amount={amount}
        {...(payLater ? { payLater } : {})}
      />
    </div>
  );
}
