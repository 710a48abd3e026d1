import { type CarouselLabels, placeholders } from '@storefront/ui';
import type { BlockWords } from '../../services/words';

/**
 * Words of the ui Carousel (`blocks` namespace, `carousel.*`) for every block that shows one
 * (productCarousel, productCollection, ctaButtons, categoryCards, ugcGallery). Plain strings
 * only (positions keep the ui's `{n}` / `{total}` placeholders): a server block passes them to
 * the carousel's client island.
 */
export type BlockCarouselLabels = { [Key in keyof CarouselLabels]: string };

/** The carousel's words from the blocks' translator (`blockWords(services)`). */
export function carouselLabels(t: BlockWords): BlockCarouselLabels {
  const position = placeholders('n', 'total');
  return {
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    goTo: t('carousel.goTo', position),
    slide: t('carousel.slide', position),
    dots: t('carousel.dots'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    roleDescription: t('carousel.roleDescription'),
    slideRoleDescription: t('carousel.slideRoleDescription'),
  };
}

/** The name of an untitled carousel block (`shortcuts`: ctaButtons, `categories`: categoryCards). */
export function untitledCarouselName(t: BlockWords, kind: 'shortcuts' | 'categories'): string {
  return t(`carousel.${kind}`);
}
