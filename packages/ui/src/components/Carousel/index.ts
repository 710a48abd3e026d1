export { Carousel, type CarouselLabels, type CarouselProps } from './Carousel';
export { type AutoplayState, isAutoplayRunning, resolveResponsive } from './carouselLogic';
