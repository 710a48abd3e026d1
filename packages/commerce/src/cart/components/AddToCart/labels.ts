import { placeholders } from '@storefront/ui';
import type { Translate } from '../../../messages/translate';

/**
 * Words of {@link AddToCart} (`catalog` catalogue). Only strings, so a server page builds them
 * and passes them to the island (no message runtime in the browser).
 */
export interface AddToCartLabels {
  /** The add button. */
  addToCart: string;
  /** The polite status after an add. */
  added: string;
  /** The status when an add failed without a message of the server. */
  addFailed: string;
  /** The disabled button of an out-of-stock variant. */
  outOfStock: string;
  /** The link of a presale product for a guest (spec 3 §4). */
  signInToBuy: string;
  /**
   * The status when the choice is incomplete; template: `{attribute}` is the attribute still
   * to choose, filled in lower case (`Choose a size`).
   */
  chooseOption: string;
}

/**
 * The add-to-cart words from a translator of the `catalog` namespace, e.g.
 * `addToCartLabelsFrom(await getTranslations({ locale, namespace: 'catalog' }))`.
 */
export function addToCartLabelsFrom(t: Translate): AddToCartLabels {
  return {
    addToCart: t('addToCart'),
    added: t('added'),
    addFailed: t('addFailed'),
    outOfStock: t('outOfStock'),
    signInToBuy: t('signInToBuy'),
    chooseOption: t('chooseOption', placeholders('attribute')),
  };
}
