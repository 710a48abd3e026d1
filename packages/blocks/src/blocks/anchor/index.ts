import { defineBlock } from '../../registry/registry';
import { Anchor } from './Anchor';
import { anchorSchema } from './schema';

/** Registry entry of the `anchor` block (spec 3 §1). */
export const anchorBlock = defineBlock({ type: 'anchor', schema: anchorSchema, Component: Anchor });

export { Anchor } from './Anchor';
export { anchorFixtures } from './fixtures';
export { type AnchorFields, anchorSchema } from './schema';
