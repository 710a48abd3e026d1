import type { PriceLabels } from '@storefront/ui';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';
import { type BlockCarouselLabels, carouselLabels } from '../_carousel/labels';

/** Words of a collection (`blocks` namespace, `productCollection.*`, `carousel.*`, `price.*`). */
export interface CollectionLabels {
  /** Accessible name of an untitled collection. */
  products: string;
  /**
   * Carousel words. Only strings: the carousel is a client island and functions cannot cross
   * the server/client boundary as props.
   */
  carousel: BlockCarouselLabels;
  /** Price words for the cards, rendered on the server (functions allowed). */
  price: Partial<PriceLabels>;
}

/** The collection's words in the services' language (the host's words over English). */
export function collectionLabels(
  services: Pick<BlockServices, 'locale' | 'messages'>,
): CollectionLabels {
  const t = blockWords(services);
  return {
    products: t('productCollection.products'),
    carousel: carouselLabels(t),
    price: {
      current: t('price.current'),
      original: t('price.original'),
      lowestPrice: (amount) => t('price.lowestPrice', { amount }),
    },
  };
}
