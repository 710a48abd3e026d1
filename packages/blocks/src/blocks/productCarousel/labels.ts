import { placeholders } from '@storefront/ui';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';
import { type BlockCarouselLabels, carouselLabels } from '../_carousel/labels';

/**
 * Words of a product carousel (`blocks` namespace, `productCarousel.*`, `carousel.*`,
 * `price.*`). Strings only: the server block resolves them for its client island.
 */
export interface ProductCarouselLabels {
  recommendations: string;
  upsell: string;
  /** Visible text of the quick-shop button. */
  quickShop: string;
  /** Accessible name of the quick-shop button, `{name}` replaced by the product's name. */
  quickShopProduct: string;
  loading: string;
  /** The carousel's words (see `_carousel/labels`). */
  carousel: BlockCarouselLabels;
  price: { current: string; original: string };
}

/** The product carousel's words in the services' language (host words over English). */
export function productCarouselLabels(
  services: Pick<BlockServices, 'locale' | 'messages'>,
): ProductCarouselLabels {
  const t = blockWords(services);
  return {
    recommendations: t('productCarousel.recommendations'),
    upsell: t('productCarousel.upsell'),
    quickShop: t('productCarousel.quickShop'),
    quickShopProduct: t('productCarousel.quickShopProduct', placeholders('name')),
    loading: t('productCarousel.loading'),
    carousel: carouselLabels(t),
    price: { current: t('price.current'), original: t('price.original') },
  };
}
