import * as z from 'zod';
import { promotionDataAttributes } from '../../analytics/promotion';
import { ctaTargetSchema, responsiveMediaSchema } from '../../model/fields';
import { surfaceTones } from './tones';

/**
 * `promotionTracking` of a content block (spec 3 §3, §9 "Analytics: promotion impression and
 * click"): the promotion's id and name, the creative and the slot position. Rendered as
 * `data-promotion-*` attributes so the host's analytics reports impressions and clicks.
 */
export const promotionTrackingSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  creative: z.string().optional(),
  position: z.string().optional(),
});
/** Validated promotion tracking (see {@link promotionTrackingSchema}). */
export type PromotionTracking = z.output<typeof promotionTrackingSchema>;

/**
 * The promotion attributes of a {@link PromotionTracking} (none without it): the ones the
 * analytics tracker reads (`promotionDataAttributes`: id, name, creative), plus
 * `data-promotion-position`.
 */
export function promotionAttributes(tracking?: PromotionTracking): Record<string, string> {
  if (!tracking) return {};
  return {
    ...promotionDataAttributes({
      promotionId: tracking.id,
      promotionName: tracking.name,
      creativeName: tracking.creative,
    }),
    ...(tracking.position ? { 'data-promotion-position': tracking.position } : {}),
  };
}

/**
 * Fields of the `promotionalSpot` block (spec 3 §1 "promotional spots"): `image` per
 * breakpoint, `eyebrow` (small text above the title), `title` (required), `titleHeadingTag`,
 * `text`, one `cta` (url + target), `promotionTracking`. Presentation: `layout` (`stacked`:
 * image above the text; `horizontal`: image beside the text from md up), `imagePosition`
 * (`start` / `end`, for `horizontal`), `textAlignment` and `backgroundColor` (a theme surface).
 * Bad enum values fall back to their defaults.
 */
export const promotionalSpotSchema = z.object({
  image: responsiveMediaSchema.optional(),
  eyebrow: z.string().optional(),
  title: z.string().trim().min(1),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  text: z.string().optional(),
  cta: ctaTargetSchema.optional(),
  layout: z.enum(['stacked', 'horizontal']).catch('stacked'),
  imagePosition: z.enum(['start', 'end']).catch('start'),
  textAlignment: z.enum(['left', 'center']).catch('left'),
  backgroundColor: z.enum(surfaceTones).catch('surfaceMuted'),
  promotionTracking: promotionTrackingSchema.optional(),
});

/** Validated fields of a promotional spot. */
export type PromotionalSpotFields = z.output<typeof promotionalSpotSchema>;
