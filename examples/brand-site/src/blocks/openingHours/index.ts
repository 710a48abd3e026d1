import { defineBlock } from '@storefront/blocks';
import { OpeningHours } from './OpeningHours';
import { openingHoursSchema } from './schema';

export { openingHoursFixtures } from './fixtures';
export { type OpeningHoursFields, openingHoursSchema } from './schema';

/** The registry entry of the brand's `openingHours` block. */
export const openingHoursBlock = defineBlock({
  type: 'openingHours',
  schema: openingHoursSchema,
  Component: OpeningHours,
});
