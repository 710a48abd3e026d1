import { defineBlock } from '../../registry/registry';
import { Spacer } from './Spacer';
import { spacerSchema } from './schema';

/** Registry entry of the `spacer` block (spec 3 §3 "Other blocks"). */
export const spacerBlock = defineBlock({ type: 'spacer', schema: spacerSchema, Component: Spacer });

export { spacerFixtures } from './fixtures';
export { Spacer } from './Spacer';
export { type SpacerFields, spacerSchema } from './schema';
