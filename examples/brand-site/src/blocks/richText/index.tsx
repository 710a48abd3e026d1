import {
  type BlockProps,
  defineBlock,
  RichText,
  type RichTextFields,
  richTextSchema,
} from '@storefront/blocks';
import { Box } from '@storefront/ui';

/**
 * The brand's `richText`: the kit's block (same schema, same sanitising) inside the brand's
 * framed panel. Registered under the kit's type, it replaces the kit's entry.
 */
function BrandRichText(props: BlockProps<RichTextFields>) {
  return (
    <Box data-brand-override="richText" borderColor="primary" paddingY="md" marginY="md">
      <RichText {...props} />
    </Box>
  );
}

/** The registry entry overriding the kit's `richText`. */
export const brandRichTextBlock = defineBlock({
  type: 'richText',
  schema: richTextSchema,
  Component: BrandRichText,
});
