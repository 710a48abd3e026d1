import { defineBlock } from '../../registry/registry';
import { MultiLinkCards } from './MultiLinkCards';
import { multiLinkCardsSchema } from './schema';

/** Registry entry of the `multiLinkCards` block (spec 3 §1). */
export const multiLinkCardsBlock = defineBlock({
  type: 'multiLinkCards',
  schema: multiLinkCardsSchema,
  Component: MultiLinkCards,
});

export { multiLinkCardsFixtures } from './fixtures';
export { MultiLinkCards } from './MultiLinkCards';
export {
  type MultiLinkCard,
  type MultiLinkCardsFields,
  multiLinkCardSchema,
  multiLinkCardsSchema,
} from './schema';
