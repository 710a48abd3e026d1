/**
 * The shared server parts every banner variant is built from (spec 3 §3 "Banner content"):
 * root props and helpers (`layout.ts`), media, gradient, caption and media link (`media.tsx`),
 * and the text with title and calls to action (`text.tsx`).
 */
export {
  type BannerTone,
  bannerRootProps,
  bannerTitleId,
  bannerTone,
  resolveAlignments,
  showsTargets,
  toneOfBackground,
} from './layout';
export {
  BannerCaption,
  BannerGradient,
  BannerMedia,
  BannerMediaLayer,
  type BannerMediaLayerProps,
  BannerMediaLink,
  type BannerMediaProps,
} from './media';
export { BannerTargets, BannerText, type BannerTextProps, BannerTitle } from './text';
