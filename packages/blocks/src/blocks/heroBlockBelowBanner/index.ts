import { defineBlock } from '../../registry/registry';
import { HeroBlockBelowBanner } from './HeroBlockBelowBanner';
import { heroBlockBelowBannerSchema } from './schema';

/** Registry entry of the `heroBlockBelowBanner` block (spec 3 §3 "Banner content"). */
export const heroBlockBelowBannerBlock = defineBlock({
  type: 'heroBlockBelowBanner',
  schema: heroBlockBelowBannerSchema,
  Component: HeroBlockBelowBanner,
});

export { heroBlockBelowBannerFixtures } from './fixtures';
export { HeroBlockBelowBanner } from './HeroBlockBelowBanner';
export { type HeroBlockBelowBannerFields, heroBlockBelowBannerSchema } from './schema';
