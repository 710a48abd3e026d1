import { defineBlock } from '../../registry/registry';
import { HeroProductOverlayBanner } from './HeroProductOverlayBanner';
import { heroProductOverlayBannerSchema } from './schema';

/** Registry entry of the `heroProductOverlayBanner` block (spec 3 §3 "Banner content"). */
export const heroProductOverlayBannerBlock = defineBlock({
  type: 'heroProductOverlayBanner',
  schema: heroProductOverlayBannerSchema,
  Component: HeroProductOverlayBanner,
});

export { heroProductOverlayBannerFixtures } from './fixtures';
export { HeroProductOverlayBanner } from './HeroProductOverlayBanner';
export {
  type HeroProductOverlayBannerFields,
  heroProductOverlayBannerSchema,
} from './schema';
