import type { StorefrontLocale } from '@storefront/api-contract';
import { expressLabelsFrom, expressMayShow, memberExpressHref } from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { captchaSettings } from '../../lib/auth/captcha';
import { expressSettings } from '../../lib/express/features';
import { paypalMessagesFromEnv } from '../../lib/express/payLater';
import type { ExpressIslandProps } from './ExpressIsland.client';

/**
 * The express island's props but the source and amount (spec 3 §1, §6): settings, words and
 * captcha (the `[locale]` layout builds them for the mini cart); undefined when no button may
 * show, so the page renders none and ships none of their code. A module of its own: the
 * layout imports it without the island, whose code would otherwise be in every page's first
 * load (a server module's client imports are its page's client references).
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
