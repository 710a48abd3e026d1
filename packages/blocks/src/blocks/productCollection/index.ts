import { defineBlock } from '../../registry/registry';
import { ProductCollection } from './ProductCollection';
import { productCollectionSchema } from './schema';

/** Registry entry of the `productCollection` block (spec 3 §3 "Collection"). */
export const productCollectionBlock = defineBlock({
  type: 'productCollection',
  schema: productCollectionSchema,
  Component: ProductCollection,
});

export { productCollectionFixtures } from './fixtures';
export {
  type CollectionBreakpointName,
  type CollectionLayout,
  cardsPerView,
  defaultAutorotateSeconds,
  resolveCollectionBreakpoints,
  slidesPerClick,
  stackedMarker,
} from './layout';
export { ProductCollection } from './ProductCollection';
export {
  type CollectionBreakpoint,
  type CollectionItem,
  collectionBreakpointSchema,
  collectionItemSchema,
  collectionTypes,
  collectionVariants,
  type ProductCollectionFields,
  productCollectionSchema,
} from './schema';
