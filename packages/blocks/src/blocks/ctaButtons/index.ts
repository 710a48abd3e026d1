import { defineBlock } from '../../registry/registry';
import { CtaButtons } from './CtaButtons';
import { ctaButtonsSchema } from './schema';

/** Registry entry of the `ctaButtons` block (spec 3 §1, §9). */
export const ctaButtonsBlock = defineBlock({
  type: 'ctaButtons',
  schema: ctaButtonsSchema,
  Component: CtaButtons,
});

export { CtaButtons } from './CtaButtons';
export { ctaButtonsFixtures } from './fixtures';
export { type CtaButtonsFields, ctaButtonsSchema, ctaSlideWidthRem } from './schema';
