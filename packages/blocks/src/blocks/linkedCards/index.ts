import { defineBlock } from '../../registry/registry';
import { LinkedCards } from './LinkedCards';
import { linkedCardsSchema } from './schema';

/** Registry entry of the `linkedCards` block (spec 3 §1). */
export const linkedCardsBlock = defineBlock({
  type: 'linkedCards',
  schema: linkedCardsSchema,
  Component: LinkedCards,
});

export { linkedCardsFixtures } from './fixtures';
export { LinkedCards } from './LinkedCards';
export {
  type LinkedCard,
  type LinkedCardsFields,
  linkedCardSchema,
  linkedCardsSchema,
} from './schema';
