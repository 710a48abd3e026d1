import { defineBlock } from '../../registry/registry';
import { BlockBelowBanner } from './BlockBelowBanner';
import { blockBelowBannerSchema } from './schema';

/** Registry entry of the `blockBelowBanner` block (spec 3 §3 "Banner content"). */
export const blockBelowBannerBlock = defineBlock({
  type: 'blockBelowBanner',
  schema: blockBelowBannerSchema,
  Component: BlockBelowBanner,
});

export { BlockBelowBanner } from './BlockBelowBanner';
export { blockBelowBannerFixtures } from './fixtures';
export { type BlockBelowBannerFields, blockBelowBannerSchema } from './schema';
