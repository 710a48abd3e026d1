export { Carousel, type CarouselLabels, type CarouselProps } from './Carousel.client';
export { type CountLabel, countLabel } from './carouselLogic';
export { loadEmbla as preloadCarousel } from './useCarousel.client';
