import { defineBlock } from '../../registry/registry';
import { OverlayBanner } from './OverlayBanner';
import { overlayBannerSchema } from './schema';

/** Registry entry of the `overlayBanner` block (spec 3 §3 "Banner content"). */
export const overlayBannerBlock = defineBlock({
  type: 'overlayBanner',
  schema: overlayBannerSchema,
  Component: OverlayBanner,
});

export { overlayBannerFixtures } from './fixtures';
export { OverlayBanner } from './OverlayBanner';
export { type OverlayBannerFields, overlayBannerSchema } from './schema';
