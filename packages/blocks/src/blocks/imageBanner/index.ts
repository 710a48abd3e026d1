import { defineBlock } from '../../registry/registry';
import { ImageBanner } from './ImageBanner';
import { imageBannerSchema } from './schema';

/** Registry entry of the `imageBanner` block (spec 3 §3 "Banner content"). */
export const imageBannerBlock = defineBlock({
  type: 'imageBanner',
  schema: imageBannerSchema,
  Component: ImageBanner,
});

export { imageBannerFixtures } from './fixtures';
export { ImageBanner } from './ImageBanner';
export { type ImageBannerFields, imageBannerSchema } from './schema';
