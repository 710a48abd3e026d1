import type { PriceLabels } from '@storefront/ui';
import { type BlockCarouselLabels, carouselLabels } from '../_carousel/labels';

/** Words of a collection per language; English unless the locale's language has its own. */
export interface CollectionLabels {
  /** Accessible name of an untitled collection. */
  products: string;
  /**
   * Carousel words. Only strings: the carousel is a client island and functions cannot cross
   * the server/client boundary as props.
   */
  carousel: BlockCarouselLabels;
  price: Partial<PriceLabels>;
}

const en: CollectionLabels = { products: 'Products', carousel: {}, price: {} };

const fr: CollectionLabels = {
  products: 'Produits',
  carousel: carouselLabels('fr'),
  price: {
    current: 'Prix actuel\u202F:',
    original: 'Prix initial\u202F:',
    lowestPrice: (amount) => `Prix le plus bas des 30 derniers jours\u202F: ${amount}`,
  },
};

/** The collection's words for a BCP 47 locale tag (e.g. `fr-CA` → French). */
export function collectionLabels(localeTag: string): CollectionLabels {
  return localeTag.toLowerCase().startsWith('fr') ? fr : en;
}
