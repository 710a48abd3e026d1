import * as z from 'zod';
import { linkUrlSchema, mediaUrlSchema } from './safeUrl';

/**
 * An image as the CMS sends it: absolute URL plus intrinsic size in px (so nothing shifts while
 * it loads) and alt text (`''` = decorative).
 */
export const imageAssetSchema = z.object({
  /** http(s), relative or `data:image/…` (see `isSafeMediaUrl`). */
  url: mediaUrlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().default(''),
});
/** An image asset (see {@link imageAssetSchema}). */
export type ImageAsset = z.infer<typeof imageAssetSchema>;

/**
 * Media per breakpoint (spec 3 §3 `media`): `sm` is required, `md` and `lg` fall back to the
 * next smaller one.
 */
export const responsiveMediaSchema = z.object({
  sm: imageAssetSchema,
  md: imageAssetSchema.optional(),
  lg: imageAssetSchema.optional(),
});
/** Media per breakpoint (see {@link responsiveMediaSchema}). */
export type ResponsiveMedia = z.infer<typeof responsiveMediaSchema>;

/**
 * A call to action (spec 3 §2 "Links in content use a target url plus a target attribute").
 * An unknown `target` falls back to `_self`.
 */
export const ctaTargetSchema = z.object({
  text: z.string().min(1),
  /** http(s), relative, `#anchor`, `mailto:` or `tel:` (see `isSafeLinkUrl`). */
  url: linkUrlSchema,
  target: z.enum(['_self', '_blank']).catch('_self'),
});
/** A call to action (see {@link ctaTargetSchema}). */
export type CtaTarget = z.infer<typeof ctaTargetSchema>;

/** Converts {@link ResponsiveMedia} to the `sources` prop of the ui `Image`. */
export function toImageSources(media: ResponsiveMedia) {
  const toSource = (asset: ImageAsset) => ({
    src: asset.url,
    width: asset.width,
    height: asset.height,
  });
  return {
    sm: toSource(media.sm),
    ...(media.md ? { md: toSource(media.md) } : {}),
    ...(media.lg ? { lg: toSource(media.lg) } : {}),
  };
}
