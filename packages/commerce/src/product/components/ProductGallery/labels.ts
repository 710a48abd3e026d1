import { type CarouselLabels, placeholders } from '@storefront/ui';
import type { Translate } from '../../../messages/translate';

/**
 * Words of {@link ProductGallery} (`catalog` catalogue). Only strings, so a server page builds
 * them and passes them to the island (no message runtime in the browser); a template keeps its
 * placeholders, which the gallery fills with `fillPlaceholders` (`@storefront/ui`).
 */
export interface ProductGalleryLabels {
  /** The gallery's accessible name; template: `{product}` is the product name. */
  gallery: string;
  /** A thumbnail button's name; template: `{n}` (1-based) of `{total}` images. */
  showImage: string;
  /** The sm carousel's words (ui `Carousel`; its positions as `{n}` / `{total}` templates). */
  carousel: { [Key in keyof CarouselLabels]?: string };
}

/** The carousel words the `catalog` catalogue holds (`galleryCarousel.*`). */
const carouselKeys = [
  'goTo',
  'slide',
  'dots',
  'previous',
  'next',
  'roleDescription',
  'slideRoleDescription',
] as const;

/**
 * The gallery's words from a translator of the `catalog` namespace, e.g.
 * `productGalleryLabelsFrom(await getTranslations({ locale, namespace: 'catalog' }))`.
 */
export function productGalleryLabelsFrom(t: Translate): ProductGalleryLabels {
  const position = placeholders('n', 'total');
  return {
    gallery: t('gallery', placeholders('product')),
    showImage: t('showImage', position),
    carousel: Object.fromEntries(
      carouselKeys.map((key) => [key, t(`galleryCarousel.${key}`, position)]),
    ),
  };
}
