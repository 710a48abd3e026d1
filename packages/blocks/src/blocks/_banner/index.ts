/** Shared banner parts (spec 3 §3 "Banner content"): constants, field schema, sanitizer. */
export {
  BANNER_BREAKPOINTS,
  CAPTION_MAX_WIDTH,
  GRADIENT_COVERAGE,
  HERO_BOTTOM_PADDING,
  OVERLAY_WIDTHS,
  SPLIT_IMAGE_WIDTHS,
} from './constants';
export { sanitizeTitleHtml } from './sanitize';
export {
  type BannerFields,
  type BannerMedia,
  type BannerMediaAsset,
  type BannerTarget,
  bannerSchema,
  createBannerSchema,
  resolveResponsive,
  safeUrlSchema,
} from './schema';
