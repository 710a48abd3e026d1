import type { StorefrontLocale } from '@storefront/api-contract';
import {
  type ExpressSource,
  expressLabelsFrom,
  expressMayShow,
  memberExpressHref,
  type PayLaterPlacement,
} from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { captchaSettings } from '../../lib/auth/captcha';
import { expressSettings } from '../../lib/express/features';
import { paypalMessagesFromEnv } from '../../lib/express/payLater';
import { ExpressIsland, type ExpressIslandProps } from './ExpressIsland.client';

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
 * The express island's props but the source and amount (spec 3 §1, §6): settings, words and
 * captcha (the `[locale]` layout builds them for the mini cart); undefined when no button may
 * show, so the page renders none and ships none of their code.
 */
export async function expressIslandProps(
  locale: StorefrontLocale,
): Promise<Omit<ExpressIslandProps, 'source' | 'amount'> | undefined> {
  const configured = expressSettings(locale);
  if (!expressMayShow(configured)) return undefined;
  const paypalMessages = paypalMessagesFromEnv(configured);
  const settings = { ...configured, ...(paypalMessages ? { paypalMessages } : {}) };
  const [words, captcha] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'express' }),
    captchaSettings(),
  ]);
  return {
    settings,
    currency: locale.currency,
    localeTag: locale.tag,
    labels: expressLabelsFrom(words),
    // An incomplete PayPal address goes to the shipping step with its code (spec 3 §4, §5):
    // the checkout opens with the express failure's message, as after a member one-step one.
    checkoutHref: memberExpressHref(locale.path, { ok: false, code: 'CHK320' }),
    captcha,
  };
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
