import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';
import { BANNER_BREAKPOINTS, GRADIENT_COVERAGE } from './constants';

/** A banner breakpoint: `sm`, `md` or `lg` (spec 3 §3). */
export type BannerBreakpoint = (typeof BANNER_BREAKPOINTS)[number];

/** Overlay opacity per `gradientStyle` (spec 3 §3: full = 35%, focused = 50%, off = 0). */
export const gradientOpacity = GRADIENT_COVERAGE;

/** The theme colours a banner background may use (names of the theme contract's colours). */
export const bannerBackgrounds = [
  'surface',
  'surfaceMuted',
  'surfaceInverse',
  'primary',
  'accent',
] as const;
/** A banner background colour (a theme colour name). */
export type BannerBackground = (typeof bannerBackgrounds)[number];

const SAFE_URL = /^(\/(?!\/)|#|\?|https?:\/\/|mailto:|tel:)/i;

/**
 * A link URL a banner may render (design.md "Security rules"): relative (`/…`, `#…`,
 * `?…`), `http(s)`, `mailto:` or `tel:`. `javascript:`, `data:` and protocol-relative URLs fail.
 */
export const safeUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine((url) => SAFE_URL.test(url), { message: 'Unsafe or unsupported link URL' });

/** A call to action (spec 3 §2: a target url plus a target attribute; bad target → `_self`). */
export const bannerTargetSchema = z.object({
  text: z.string().trim().min(1),
  url: safeUrlSchema,
  target: z.enum(['_self', '_blank']).catch('_self'),
});
/** A call to action of a banner. */
export type BannerTarget = z.output<typeof bannerTargetSchema>;

/** Where the media links to (spec 3 §3 `mediaTarget`). */
export const mediaTargetSchema = z.object({
  url: safeUrlSchema,
  target: z.enum(['_self', '_blank']).catch('_self'),
});

/** An image of a banner: an image asset with an optional `type: 'image'`. */
export const bannerImageSchema = imageAssetSchema.extend({ type: z.literal('image').optional() });

/**
 * A video of a banner: local sources played by a native `<video>` (muted, inline) over a poster
 * image. `autoplay` starts it only when the shopper does not prefer reduced motion.
 */
export const bannerVideoSchema = z.object({
  type: z.literal('video'),
  sources: z
    .array(z.object({ url: z.string().trim().min(1), mimeType: z.string().default('video/mp4') }))
    .min(1),
  poster: imageAssetSchema,
  /** Accessible name of the video; without it the video is decorative. */
  title: z.string().optional(),
  autoplay: z.boolean().catch(false),
  loop: z.boolean().catch(true),
});

/** One media asset of a breakpoint: image or video (spec 3 §3 `media`). */
export const bannerMediaAssetSchema = z.union([bannerVideoSchema, bannerImageSchema]);
/** One media asset: image or video. */
export type BannerMediaAsset = z.output<typeof bannerMediaAssetSchema>;
/** A video media asset. */
export type BannerVideo = z.output<typeof bannerVideoSchema>;

/** Media per breakpoint: `sm` required, `md`/`lg` fall back to the next smaller (spec 3 §3). */
export const bannerMediaSchema = z.object({
  sm: bannerMediaAssetSchema,
  md: bannerMediaAssetSchema.optional(),
  lg: bannerMediaAssetSchema.optional(),
});
/** Banner media per breakpoint. */
export type BannerMedia = z.output<typeof bannerMediaSchema>;

/** A list of breakpoints; unknown entries are dropped, the result is ordered sm, md, lg. */
const breakpointList = (fallback: readonly BannerBreakpoint[]) =>
  z
    .array(z.unknown())
    .catch([...fallback])
    .default([...fallback])
    .transform((list) => BANNER_BREAKPOINTS.filter((bp) => list.includes(bp)));

/**
 * A value per breakpoint: a bare value (all breakpoints) or `{ sm?, md?, lg? }`. Bad values are
 * dropped (they inherit); the output is `undefined` when nothing valid was given.
 */
function responsiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const one = z.enum(values);
  const maybe = one.optional().catch(undefined);
  return z
    .union([one, z.object({ sm: maybe, md: maybe, lg: maybe })])
    .optional()
    .catch(undefined);
}

/** Horizontal text alignments (spec 3 §3 `alignments`). */
export const bannerAlignments = ['left', 'center', 'right'] as const;
/** A horizontal text alignment. */
export type BannerAlignment = (typeof bannerAlignments)[number];
/** Bottom margin sizes (spec 3 §3 `bottomMargins`), theme space names. */
export const bannerBottomMargins = ['none', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
/** A bottom margin size. */
export type BannerBottomMargin = (typeof bannerBottomMargins)[number];

/**
 * Resolves a responsive value to all three breakpoints, mobile first: a missing breakpoint
 * inherits the next smaller one, and `sm` falls back to `fallback`.
 */
export function resolveResponsive<T extends string>(
  value: T | Partial<Record<BannerBreakpoint, T | undefined>> | undefined,
  fallback: T,
): Record<BannerBreakpoint, T> {
  if (value === undefined) return { sm: fallback, md: fallback, lg: fallback };
  if (typeof value === 'string') return { sm: value, md: value, lg: value };
  const sm = value.sm ?? fallback;
  const md = value.md ?? sm;
  return { sm, md, lg: value.lg ?? md };
}

/** Defaults that differ per banner variant. */
export interface BannerDefaults {
  backgroundColor: BannerBackground;
  gradientStyle?: 'full' | 'focused' | 'off';
}

/**
 * The fields every banner shares (spec 3 §3 "Banner content"), with per-variant defaults.
 * `title` is required (it names the banner's region, also when hidden or replaced by
 * `titleHtml`); every enum falls back to its default on a bad value.
 */
export function createBannerSchema(defaults: BannerDefaults) {
  return z.object({
    title: z.string().trim().min(1),
    /** Title as HTML (inline tags only after sanitizing); shown instead of `title`. */
    titleHtml: z.string().optional(),
    /** `auto` follows the tone of what is behind the text. */
    titleColor: z.enum(['auto', 'default', 'inverse', 'primary', 'accent']).catch('auto'),
    /** Visual size of the title; the variant chooses when absent. */
    titleStyle: z.enum(['display', 'xl', 'lg', 'md']).optional().catch(undefined),
    /** Render the title as `h1` instead of `h2`, with the same look. */
    titleH1: z.boolean().catch(false),
    /** The title is for screen readers only. */
    hideTitle: z.boolean().catch(false),
    subtitle: z.string().optional(),
    overline: z.string().optional(),
    eyebrowText: z.string().optional(),
    /** A small logo above the title (e.g. a collaboration brand); give it alt text. */
    eyebrowLogo: imageAssetSchema.optional(),
    /** Rich text (HTML, sanitized) below the subtitle. */
    richText: z.string().optional(),
    /** Rich text (HTML, sanitized) below the calls to action (e.g. terms). */
    richTextBelowTargets: z.string().optional(),
    media: bannerMediaSchema.optional(),
    /** More media (split three-image layouts, product overlay image). */
    mediaList: z.array(bannerMediaSchema).default([]),
    /** Where the media links to. */
    mediaTarget: mediaTargetSchema.optional(),
    targets: z.array(bannerTargetSchema).default([]),
    /** `No-CTA` hides the buttons. */
    linkType: z.string().optional(),
    /** All calls to action get the width of the widest. */
    equalTargetSize: z.boolean().catch(false),
    backgroundColor: z.enum(bannerBackgrounds).catch(defaults.backgroundColor),
    /** A solid panel behind the text (for contrast over busy media). */
    backdrop: z.boolean().catch(false),
    captionText: z.string().optional(),
    captionPosition: z.enum(['top', 'bottom', 'off']).catch('bottom'),
    captionStyle: z.enum(['plain', 'boxed']).catch('boxed'),
    captionColor: z.enum(['default', 'inverse']).catch('default'),
    gradientStyle: z.enum(['full', 'focused', 'off']).catch(defaults.gradientStyle ?? 'full'),
    gradientTone: z.enum(['dark', 'light']).catch('dark'),
    /** Breakpoints that show the gradient; all by default. */
    gradientBreakpoints: breakpointList(BANNER_BREAKPOINTS),
    /** One alignment for every breakpoint (kept for older documents); `alignments` wins. */
    alignment: z.enum(bannerAlignments).catch('left'),
    /** Alignment per breakpoint. */
    alignments: responsiveEnum(bannerAlignments),
    overlayWidth: z.enum(['xs', 'sm', 'md', 'lg']).catch('md'),
    promotionTracking: z
      .object({
        creativeName: z.string().optional(),
        promotionId: z.string().optional(),
        promotionName: z.string().optional(),
      })
      .optional()
      .catch(undefined),
    isFullHeight: z.boolean().catch(false),
    isFullWidth: z.boolean().catch(false),
    /** Breakpoints on which the banner is not shown. */
    hideOnBreakpoint: breakpointList([]),
    bottomMargins: responsiveEnum(bannerBottomMargins),
  });
}

/** The shared banner schema with neutral defaults (used by the shared parts' types). */
export const bannerSchema = createBannerSchema({ backgroundColor: 'surface' });
/** Validated fields every banner has. */
export type BannerFields = z.output<typeof bannerSchema>;
