export { Carousel, type CarouselLabels, type CarouselProps } from './Carousel.client';
export { type CountLabel, countLabel } from './carouselLogic';
