import { type BlockCarouselLabels, carouselLabels } from '../_carousel/labels';

/** Words of a product carousel per language; English unless the locale's language has its own. */
export interface ProductCarouselLabels {
  recommendations: string;
  upsell: string;
  quickShop: (name: string) => string;
  loading: string;
  /** The carousel's words (strings only, see `_carousel/labels`). */
  carousel: BlockCarouselLabels;
  price: { current?: string; original?: string };
}

const en: ProductCarouselLabels = {
  recommendations: 'You may also like',
  upsell: 'Complete the look',
  quickShop: (name) => `Quick shop ${name}`,
  loading: 'Loading products',
  carousel: {},
  price: {},
};

const fr: ProductCarouselLabels = {
  recommendations: 'Vous aimerez aussi',
  upsell: 'Complétez le look',
  quickShop: (name) => `Achat rapide ${name}`,
  loading: 'Chargement des produits',
  carousel: carouselLabels('fr'),
  price: { current: 'Prix actuel\u202F:', original: 'Prix initial\u202F:' },
};

/** The product carousel's words for a BCP 47 locale tag (e.g. `fr-CA` → French). */
export function productCarouselLabels(localeTag: string): ProductCarouselLabels {
  return localeTag.toLowerCase().startsWith('fr') ? fr : en;
}
