export { Carousel, type CarouselLabels, type CarouselProps } from './Carousel';
