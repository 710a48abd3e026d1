import { defineBlock } from '../../registry/registry';
import { IconAndText } from './IconAndText';
import { iconAndTextSchema } from './schema';

/** Registry entry of the `iconAndText` block (spec 3 §3 "Other blocks", §9). */
export const iconAndTextBlock = defineBlock({
  type: 'iconAndText',
  schema: iconAndTextSchema,
  Component: IconAndText,
});

export { iconAndTextFixtures } from './fixtures';
export { IconAndText } from './IconAndText';
export {
  type IconAndTextFields,
  type IconAndTextItem,
  iconAndTextColumns,
  iconAndTextItemSchema,
  iconAndTextSchema,
  iconSizeMap,
} from './schema';
