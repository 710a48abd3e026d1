import { defineBlock } from '../../registry/registry';
import { ProductCarousel } from './ProductCarousel';
import { productCarouselSchema } from './schema';

/** Registry entry of the `productCarousel` block (spec 3 §3 "Upsell and recommended product"). */
export const productCarouselBlock = defineBlock({
  type: 'productCarousel',
  schema: productCarouselSchema,
  Component: ProductCarousel,
});

export { productCarouselFixtures } from './fixtures';
export {
  impressionEvent,
  lazyRootMargin,
  loadProductCarousel,
  type ProductCarouselCard,
  type ProductCarouselData,
  productCarouselEvents,
} from './load';
export { ProductCarousel } from './ProductCarousel';
export { ProductCarouselClient, type ProductCarouselClientProps } from './ProductCarousel.client';
export {
  type ProductCarouselFields,
  productCarouselSchema,
  productCarouselSources,
} from './schema';
