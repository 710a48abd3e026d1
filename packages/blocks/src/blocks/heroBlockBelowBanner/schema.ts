import type * as z from 'zod';
import { createBannerSchema } from '../_banner/schema';

/**
 * Fields of the `heroBlockBelowBanner` block: every field of spec 3 §3 "Banner content" (see
 * `createBannerSchema`); default background `surfaceInverse`.
 */
export const heroBlockBelowBannerSchema = createBannerSchema({ backgroundColor: 'surfaceInverse' });
/** Validated fields of a hero block-below banner. */
export type HeroBlockBelowBannerFields = z.output<typeof heroBlockBelowBannerSchema>;
