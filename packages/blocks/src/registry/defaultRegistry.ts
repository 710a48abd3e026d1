import { heroBannerBlock } from '../blocks/heroBanner';
import { productCollectionBlock } from '../blocks/productCollection';
import { richTextBlock } from '../blocks/richText';
import { createRegistry } from './registry';

/**
 * The blocks shipped with the renderer: `heroBanner`, `richText`, `productCollection`.
 * Hosts extend or override it with `extendRegistry(defaultRegistry, [...])`.
 */
export const defaultRegistry = createRegistry([
  heroBannerBlock,
  richTextBlock,
  productCollectionBlock,
]);
