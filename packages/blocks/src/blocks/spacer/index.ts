import { defineBlock } from '../../registry/registry';
import { spacerSchema } from './schema';
import { Spacer } from './Spacer';

/** Registry entry of the `spacer` block (spec 3 §3 "Other blocks"). */
export const spacerBlock = defineBlock({ type: 'spacer', schema: spacerSchema, Component: Spacer });

export { spacerFixtures } from './fixtures';
export { type SpacerFields, spacerSchema } from './schema';
export { Spacer } from './Spacer';
