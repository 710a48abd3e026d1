import type * as z from 'zod';
import { createBannerSchema } from '../_banner/schema';

/**
 * Fields of the `overlayBanner` block: every field of spec 3 §3 "Banner content" (see
 * `createBannerSchema`); default background `surfaceInverse`.
 */
export const overlayBannerSchema = createBannerSchema({ backgroundColor: 'surfaceInverse' });
/** Validated fields of an overlay banner. */
export type OverlayBannerFields = z.output<typeof overlayBannerSchema>;
