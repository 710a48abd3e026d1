import { defineBlock } from '../../registry/registry';
import { RichText } from './RichText';
import { richTextSchema } from './schema';

/** Registry entry of the `richText` block (spec 3 §1). */
export const richTextBlock = defineBlock({
  type: 'richText',
  schema: richTextSchema,
  Component: RichText,
});

export { richTextFixtures } from './fixtures';
export { RichText } from './RichText';
export { type RichTextFields, richTextSchema } from './schema';
