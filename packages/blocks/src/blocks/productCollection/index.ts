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
export { ProductCollection } from './ProductCollection';
export {
  type CollectionBreakpointSettings,
  type CollectionItem,
  collectionBreakpointDefaults,
  collectionItemSchema,
  type ProductCollectionFields,
  productCollectionSchema,
  resolveBreakpointSetting,
} from './schema';
