import type * as z from 'zod';
import { createBannerSchema } from '../_banner/schema';

/**
 * Fields of the `thinBanner` block: every field of spec 3 §3 "Banner content" (see
 * `createBannerSchema`); default background `surfaceMuted`.
 */
export const thinBannerSchema = createBannerSchema({ backgroundColor: 'surfaceMuted' });
/** Validated fields of a thin banner. */
export type ThinBannerFields = z.output<typeof thinBannerSchema>;
