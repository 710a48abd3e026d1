import { defineBlock } from '../../registry/registry';
import { verticalListSchema } from './schema';
import { VerticalList } from './VerticalList';

/** Registry entry of the `verticalList` block (spec 3 §4 "Carousel and vertical list"). */
export const verticalListBlock = defineBlock({
  type: 'verticalList',
  schema: verticalListSchema,
  Component: VerticalList,
});

export { verticalListFixtures } from './fixtures';
export {
  type VerticalListFields,
  type VerticalListItem,
  verticalListItemSchema,
  verticalListSchema,
} from './schema';
export { VerticalList } from './VerticalList';
export { VerticalListClient, type VerticalListClientProps } from './VerticalList.client';
