import { defineBlock } from '../../registry/registry';
import { AccordionBlock } from './AccordionBlock';
import { accordionSchema } from './schema';

/** Registry entry of the `accordion` block (spec 3 §1). */
export const accordionBlock = defineBlock({
  type: 'accordion',
  schema: accordionSchema,
  Component: AccordionBlock,
});

export { AccordionBlock } from './AccordionBlock';
export { accordionFixtures } from './fixtures';
export {
  type AccordionBlockFields,
  type AccordionBlockItem,
  accordionItemSchema,
  accordionSchema,
} from './schema';
