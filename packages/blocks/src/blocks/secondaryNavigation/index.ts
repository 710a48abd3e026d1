import { defineBlock } from '../../registry/registry';
import { SecondaryNavigation } from './SecondaryNavigation';
import { secondaryNavigationSchema } from './schema';

/** Registry entry of the `secondaryNavigation` block (spec 3 §1). */
export const secondaryNavigationBlock = defineBlock({
  type: 'secondaryNavigation',
  schema: secondaryNavigationSchema,
  Component: SecondaryNavigation,
});

export { isCurrentLink } from './currentLink';
export { secondaryNavigationFixtures } from './fixtures';
export { SecondaryNavigation, secondaryNavigationTitle } from './SecondaryNavigation';
export {
  type SecondaryLink,
  type SecondaryNavigationFields,
  secondaryLinkSchema,
  secondaryNavigationAlignments,
  secondaryNavigationSchema,
} from './schema';
