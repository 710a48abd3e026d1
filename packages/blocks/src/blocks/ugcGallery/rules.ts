import { placeholders } from '@storefront/ui';
import type { GalleryKind } from '../../services/editorial';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';
import { carouselLabels } from '../_carousel/labels';

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

/** Words of a gallery (`blocks` namespace, `gallery.*`); `photoBy` keeps `{user}` for the island. */
export function galleryLabels(services: Pick<BlockServices, 'locale' | 'messages'>) {
  const t = blockWords(services);
  return {
    viewAll: t('gallery.viewAll'),
    loading: t('gallery.loading'),
    close: t('gallery.close'),
    photoBy: t('gallery.photoBy', placeholders('user')),
    carousel: t('gallery.carousel'),
    /** The ui Carousel's words (strings only). */
    carouselLabels: carouselLabels(t),
  };
}
