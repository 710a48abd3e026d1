import { defineBlock } from '../../registry/registry';
import { SplitBanner } from './SplitBanner';
import { splitBannerSchema } from './schema';

/** Registry entry of the `splitBanner` block (spec 3 §3 "Split banner"). */
export const splitBannerBlock = defineBlock({
  type: 'splitBanner',
  schema: splitBannerSchema,
  Component: SplitBanner,
});

export { splitBannerFixtures } from './fixtures';
export { SplitBanner } from './SplitBanner';
export {
  type SplitBannerFields,
  type SplitLayout,
  splitBannerSchema,
  splitLayouts,
} from './schema';
