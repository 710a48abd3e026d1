import type * as z from 'zod';
import { createBannerSchema } from '../_banner/schema';

export { bannerBackgrounds, gradientOpacity } from '../_banner/schema';

/**
 * Fields of the `heroBanner` block: every field of spec 3 §3 "Banner content" (see
 * `createBannerSchema`). Default background `surfaceInverse`; `title` is required; bad enum
 * values fall back to their defaults.
 */
export const heroBannerSchema = createBannerSchema({ backgroundColor: 'surfaceInverse' });

/** Validated fields of a hero banner. */
export type HeroBannerFields = z.output<typeof heroBannerSchema>;
