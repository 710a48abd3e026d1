import 'server-only';
import { languageOf, type StorefrontLocale } from '@storefront/api-contract';
import { captchaLabelsFrom, signInDialogLabelsFrom, signInLabelsFrom } from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { captchaSettings } from '../../lib/auth/captcha';
import type { SignInDialogWords } from './words';

/**
 * The sign-in words and captcha of a locale (strings: the `signIn` and `checkout` catalogues,
 * the captcha provider from the server's environment), for a client island.
 */
export async function signInWordsFor(locale: StorefrontLocale): Promise<SignInDialogWords> {
  const [signInT, checkoutT, captcha] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'signIn' }),
    getTranslations({ locale: locale.path, namespace: 'checkout' }),
    captchaSettings(),
  ]);
  return {
    labels: signInLabelsFrom(signInT, languageOf(locale)),
    dialogLabels: signInDialogLabelsFrom(signInT),
    captcha,
    captchaLabels: captchaLabelsFrom(checkoutT),
  };
}
