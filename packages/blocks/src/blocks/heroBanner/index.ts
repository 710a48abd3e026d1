import { defineBlock } from '../../registry/registry';
import { HeroBanner } from './HeroBanner';
import { heroBannerSchema } from './schema';

/** Registry entry of the `heroBanner` block (spec 3 §3 "Banner content"). */
export const heroBannerBlock = defineBlock({
  type: 'heroBanner',
  schema: heroBannerSchema,
  Component: HeroBanner,
});

export { heroBannerFixtures } from './fixtures';
export { HeroBanner } from './HeroBanner';
export { gradientOpacity, type HeroBannerFields, heroBannerSchema } from './schema';
