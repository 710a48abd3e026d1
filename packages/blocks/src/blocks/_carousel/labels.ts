import type { CarouselLabels } from '@storefront/ui';

/**
 * Words of the ui Carousel per language, for every block that shows one (productCarousel,
 * productCollection, ctaButtons, categoryCards, ugcGallery). Plain strings only (positions as
 * `{n}` / `{total}` templates): a server block passes them to the carousel's client island.
 */
export type BlockCarouselLabels = Partial<Record<keyof CarouselLabels, string>>;

/** English: the ui Carousel's own defaults. */
const en: BlockCarouselLabels = {};

/** French (fr-CA). */
const fr: BlockCarouselLabels = {
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  goTo: 'Aller à la diapositive {n} sur {total}',
  slide: '{n} sur {total}',
  dots: 'Choisir une diapositive',
  pause: 'Mettre en pause le défilement automatique',
  play: 'Lancer le défilement automatique',
  roleDescription: 'carrousel',
  slideRoleDescription: 'diapositive',
};

/** The carousel's words for a BCP 47 locale tag (`fr-CA` → French, else the English defaults). */
export function carouselLabels(localeTag: string): BlockCarouselLabels {
  return localeTag.toLowerCase().startsWith('fr') ? fr : en;
}

/** Accessible names of untitled carousel blocks per language. */
const untitled = {
  en: { shortcuts: 'Shortcuts', categories: 'Categories' },
  fr: { shortcuts: 'Raccourcis', categories: 'Catégories' },
} as const;

/** The name of an untitled carousel block (`shortcuts`: ctaButtons, `categories`: categoryCards). */
export function untitledCarouselName(
  localeTag: string,
  kind: keyof (typeof untitled)['en'],
): string {
  return (localeTag.toLowerCase().startsWith('fr') ? untitled.fr : untitled.en)[kind];
}
