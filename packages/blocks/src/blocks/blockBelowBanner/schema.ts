import type * as z from 'zod';
import { createBannerSchema } from '../_banner/schema';

/**
 * Fields of the `blockBelowBanner` block: every field of spec 3 §3 "Banner content" (see
 * `createBannerSchema`); default background `surface`.
 */
export const blockBelowBannerSchema = createBannerSchema({ backgroundColor: 'surface' });
/** Validated fields of a block-below banner. */
export type BlockBelowBannerFields = z.output<typeof blockBelowBannerSchema>;
