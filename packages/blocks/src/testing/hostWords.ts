import type { BlockLocale } from '../services/types';

/** The fr-CA locale as a host passes it in `BlockServices.locale`. */
export const frCaLocale: BlockLocale = { tag: 'fr-CA', currency: 'CAD', path: 'fr-ca' };

/**
 * A host's French words for the blocks' tests: a few keys of the `blocks` namespace, as a host
 * passes them in `BlockServices.messages` (the storefront's whole French catalogue is
 * `apps/storefront/src/messages/fr/blocks.json`). Keys left out fall back to English.
 */
export const frenchHostWords = {
  carousel: {
    next: 'Diapositive suivante',
    slide: '{n} sur {total}',
    roleDescription: 'carrousel',
    categories: 'Catégories',
  },
  secondaryNavigation: { title: 'Navigation secondaire' },
  gallery: { viewAll: 'Voir toute la galerie' },
  video: { play: 'Lire la vidéo', video: 'Vidéo' },
};
