import type { CarouselLabels, PriceLabels } from '@storefront/ui';

/** Words of a collection per language; English unless the locale's language has its own. */
export interface CollectionLabels {
  /** Accessible name of an untitled collection. */
  products: string;
  /**
   * Carousel words. Only strings: the carousel is a client island and functions cannot cross
   * the server/client boundary as props.
   */
  carousel: Partial<Pick<CarouselLabels, 'previous' | 'next' | 'dots' | 'pause' | 'play'>>;
  price: Partial<PriceLabels>;
}

const en: CollectionLabels = { products: 'Products', carousel: {}, price: {} };

const fr: CollectionLabels = {
  products: 'Produits',
  carousel: {
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    dots: 'Choisir une diapositive',
    pause: 'Mettre en pause le défilement automatique',
    play: 'Lancer le défilement automatique',
  },
  price: {
    current: 'Prix actuel :',
    original: 'Prix initial :',
    lowestPrice: (amount) => `Prix le plus bas des 30 derniers jours : ${amount}`,
  },
};

/** The collection's words for a BCP 47 locale tag (e.g. `fr-CA` → French). */
export function collectionLabels(localeTag: string): CollectionLabels {
  return localeTag.toLowerCase().startsWith('fr') ? fr : en;
}
