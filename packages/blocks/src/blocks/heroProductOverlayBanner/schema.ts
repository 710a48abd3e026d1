import type * as z from 'zod';
import { createBannerSchema } from '../_banner/schema';

/**
 * Fields of the `heroProductOverlayBanner` block: every field of spec 3 §3 "Banner content"
 * (see `createBannerSchema`); `mediaList[0]` is the product image laid over the hero media.
 * Default background `surfaceInverse`.
 */
export const heroProductOverlayBannerSchema = createBannerSchema({
  backgroundColor: 'surfaceInverse',
});
/** Validated fields of a hero product overlay banner. */
export type HeroProductOverlayBannerFields = z.output<typeof heroProductOverlayBannerSchema>;
