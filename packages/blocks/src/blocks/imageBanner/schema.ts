import type * as z from 'zod';
import { createBannerSchema } from '../_banner/schema';

/**
 * Fields of the `imageBanner` block: every field of spec 3 §3 "Banner content" (see
 * `createBannerSchema`); default background `surfaceInverse`.
 */
export const imageBannerSchema = createBannerSchema({ backgroundColor: 'surfaceInverse' });
/** Validated fields of an image banner. */
export type ImageBannerFields = z.output<typeof imageBannerSchema>;
