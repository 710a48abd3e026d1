import * as z from 'zod';
import { SPLIT_IMAGE_WIDTHS } from '../_banner/constants';
import { createBannerSchema } from '../_banner/schema';

/** Layouts of the media side at `lg` and `md` (spec 3 §3 "Split banner" `alignmentLarge`). */
export const splitLayouts = [
  'imageLeft',
  'imageRight',
  'threeImagesLeft',
  'threeImagesRight',
] as const;
/** A split layout. */
export type SplitLayout = (typeof splitLayouts)[number];

/**
 * Fields of the `splitBanner` block (spec 3 §3 "Split banner"): every banner field plus
 * `imageWidth` (60, 50 or 40 % of the banner, as number or string; default 50),
 * `verticalAlignment` of the text (top, middle, bottom; default middle) and `alignmentLarge`
 * (image left or right, or a three-image layout of `media` + `mediaList[0..1]`; default
 * `imageLeft`). Default background `surfaceMuted`.
 */
export const splitBannerSchema = createBannerSchema({ backgroundColor: 'surfaceMuted' }).extend({
  imageWidth: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.enum(SPLIT_IMAGE_WIDTHS),
    )
    .catch('50'),
  verticalAlignment: z.enum(['top', 'middle', 'bottom']).catch('middle'),
  alignmentLarge: z.enum(splitLayouts).catch('imageLeft'),
});
/** Validated fields of a split banner. */
export type SplitBannerFields = z.output<typeof splitBannerSchema>;
