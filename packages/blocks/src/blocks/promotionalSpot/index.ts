import { defineBlock } from '../../registry/registry';
import { PromotionalSpot } from './PromotionalSpot';
import { promotionalSpotSchema } from './schema';

/** Registry entry of the `promotionalSpot` block (spec 3 §1). */
export const promotionalSpotBlock = defineBlock({
  type: 'promotionalSpot',
  schema: promotionalSpotSchema,
  Component: PromotionalSpot,
});

export { promotionalSpotFixtures } from './fixtures';
export { PromotionalSpot } from './PromotionalSpot';
export {
  type PromotionalSpotFields,
  type PromotionTracking,
  promotionAttributes,
  promotionalSpotSchema,
  promotionTrackingSchema,
} from './schema';
export { isDarkTone, type SurfaceTone, surfaceTones } from './tones';
