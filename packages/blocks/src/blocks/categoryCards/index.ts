import { defineBlock } from '../../registry/registry';
import { CategoryCards } from './CategoryCards';
import { categoryCardsSchema } from './schema';

/** Registry entry of the `categoryCards` block (spec 3 §1). */
export const categoryCardsBlock = defineBlock({
  type: 'categoryCards',
  schema: categoryCardsSchema,
  Component: CategoryCards,
});

export { CategoryCards } from './CategoryCards';
export { categoryCardsFixtures } from './fixtures';
export {
  type CategoryCard,
  type CategoryCardsFields,
  categoryCardSchema,
  categoryCardsSchema,
} from './schema';
