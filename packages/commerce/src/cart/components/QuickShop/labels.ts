import type { Translate } from '../../../messages/translate';

/** Words of the quick-shop dialog (the `quickShop` group of the `cart` catalogue). */
export interface QuickShopLabels {
  title: string;
  loading: string;
  details: string;
  option: string;
  choose: (attribute: string) => string;
  unavailable: string;
  /** Said after an option that does not exist with the other choices (not choosable). */
  optionUnavailable: string;
  notifyMe: string;
  outOfStock: string;
  signInToBuy: string;
  updateInCart: string;
  addToCart: string;
  added: string;
  updated: string;
  failed: string;
  /** Accessible name of the dialog's close button. */
  close: string;
}

/**
 * The quick-shop words of a translator of the `cart` namespace (its `quickShop` group), e.g.
 * `quickShopLabelsFrom(useTranslations('cart'))`.
 */
export function quickShopLabelsFrom(t: Translate): QuickShopLabels {
  return {
    title: t('quickShop.title'),
    loading: t('quickShop.loading'),
    details: t('quickShop.details'),
    option: t('quickShop.option'),
    choose: (attribute: string) => t('quickShop.choose', { attribute: attribute.toLowerCase() }),
    unavailable: t('quickShop.unavailable'),
    optionUnavailable: t('quickShop.optionUnavailable'),
    notifyMe: t('quickShop.notifyMe'),
    outOfStock: t('quickShop.outOfStock'),
    signInToBuy: t('quickShop.signInToBuy'),
    updateInCart: t('quickShop.updateInCart'),
    addToCart: t('quickShop.addToCart'),
    added: t('quickShop.added'),
    updated: t('quickShop.updated'),
    failed: t('quickShop.failed'),
    close: t('quickShop.close'),
  };
}
