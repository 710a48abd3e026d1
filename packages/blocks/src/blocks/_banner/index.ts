/** Shared banner parts (spec 3 §3 "Banner content"): constants and field schema. */
export {
  BANNER_BREAKPOINTS,
  CAPTION_MAX_WIDTH,
  GRADIENT_COVERAGE,
  HERO_BOTTOM_PADDING,
  OVERLAY_WIDTHS,
  SPLIT_IMAGE_WIDTHS,
} from './constants';
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
