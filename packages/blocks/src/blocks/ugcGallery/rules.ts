import type { GalleryKind } from '../../services/editorial';

/** Delay in ms before the second gallery service initialises (spec 3 §9 "Content blocks"). */
export const secondGalleryServiceDelayMs = 500;

/**
 * Delay in ms before a gallery of this kind loads: 0 for `stream` galleries (the first
 * service), {@link secondGalleryServiceDelayMs} for `customer` galleries (the second).
 */
export function galleryInitDelayMs(kind: GalleryKind): number {
  return kind === 'customer' ? secondGalleryServiceDelayMs : 0;
}

/**
 * The gallery URL of a locale (spec 3 §9: per locale, with a default locale): the URL of the
 * locale path (case-insensitive, e.g. `fr-ca`), else the one of `defaultLocale`, else
 * `undefined`.
 */
export function galleryUrlFor(
  urls: Readonly<Record<string, string>>,
  localePath: string | undefined,
  defaultLocale: string,
): string | undefined {
  const byLocale = new Map(Object.entries(urls).map(([key, url]) => [key.toLowerCase(), url]));
  return (
    (localePath ? byLocale.get(localePath.toLowerCase()) : undefined) ??
    byLocale.get(defaultLocale.toLowerCase())
  );
}

const labels = {
  en: {
    viewAll: 'View the full gallery',
    loading: 'Loading gallery',
    close: 'Close',
    photoBy: 'Photo by {user}',
    carousel: 'Community photos',
  },
  fr: {
    viewAll: 'Voir toute la galerie',
    loading: 'Chargement de la galerie',
    close: 'Fermer',
    photoBy: 'Photo de {user}',
    carousel: 'Photos de la communauté',
  },
} as const;

/** Words of a gallery for a BCP 47 tag (English unless French). */
export function galleryLabels(localeTag: string) {
  return localeTag.toLowerCase().startsWith('fr') ? labels.fr : labels.en;
}
