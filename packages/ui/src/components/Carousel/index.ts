export { Carousel, type CarouselLabels, type CarouselProps } from './Carousel';
export { type CountLabel, countLabel } from './carouselLogic';
