import { defineBlock } from '../../registry/registry';
import { thinBannerSchema } from './schema';
import { ThinBanner } from './ThinBanner';

/** Registry entry of the `thinBanner` block (spec 3 §3 "Banner content"). */
export const thinBannerBlock = defineBlock({
  type: 'thinBanner',
  schema: thinBannerSchema,
  Component: ThinBanner,
});

export { thinBannerFixtures } from './fixtures';
export { type ThinBannerFields, thinBannerSchema } from './schema';
export { ThinBanner } from './ThinBanner';
