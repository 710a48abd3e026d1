import { createTranslator } from 'use-intl';
import { signInDialogLabelsFrom, signInLabelsFrom } from '../account/signIn/labels';
import { addToCartLabelsFrom } from '../cart/components/AddToCart/labels';
import { quickShopLabelsFrom } from '../cart/components/QuickShop/labels';
import { cartLabelsFrom } from '../cart/labels';
import { catalogLabelsFrom } from '../catalog/catalogLabels';
import { checkoutLabelsFrom } from '../checkout/flow/labels';
import { notifyMeLabelsFrom } from '../product/components/NotifyMe/labels';
import { optionPickerLabelsFrom } from '../product/components/OptionPicker/labels';
import { productGalleryLabelsFrom } from '../product/components/ProductGallery/labels';
import { captchaLabelsFrom } from '../security/components/Captcha/captchaLabels';
import { type CommerceNamespace, commerceMessages } from './index';
import type { Translate } from './translate';

const tags = { en: 'en-US', fr: 'fr-CA' } as const;

/**
 * A translator of one commerce namespace in a story language (`en` → en-US, `fr` → fr-CA),
 * built from the catalogues: for stories and unit tests only (it imports both languages'
 * catalogues). The `*LabelsFrom` adapters take it.
 */
export function storyTranslator(language: 'en' | 'fr', namespace: CommerceNamespace): Translate {
  // The catalogues are typed loosely (AbstractIntlMessages), so use-intl cannot type the keys.
  return createTranslator({
    locale: tags[language],
    messages: commerceMessages[language],
    namespace,
  }) as unknown as Translate;
}

/**
 * Every commerce label object of a language, built by the adapters from the catalogues
 * (`createTranslator`): for stories and unit tests that render a component taking `labels`
 * outside a provider (server-capable components such as `ProductCard` or `Totals`). It imports
 * both languages' catalogues, so application code never imports it: a server page builds
 * labels with `getTranslations` (and passes the string ones to its islands), islands under a
 * provider use the hooks.
 */
export function labelsIn(language: 'en' | 'fr') {
  const t = (namespace: 'cart' | 'catalog' | 'checkout' | 'account' | 'signIn') =>
    storyTranslator(language, namespace);
  return {
    cart: cartLabelsFrom(t('cart')),
    quickShop: quickShopLabelsFrom(t('cart')),
    catalog: catalogLabelsFrom(t('catalog')),
    optionPicker: optionPickerLabelsFrom(t('catalog')),
    productGallery: productGalleryLabelsFrom(t('catalog')),
    addToCart: addToCartLabelsFrom(t('catalog')),
    notifyMe: notifyMeLabelsFrom(t('catalog')),
    checkout: checkoutLabelsFrom(t('checkout')),
    captcha: captchaLabelsFrom(t('checkout')),
    signIn: signInLabelsFrom(t('signIn'), language),
    signInDialog: signInDialogLabelsFrom(t('signIn')),
  };
}
