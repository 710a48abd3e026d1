import * as z from 'zod';
import { ctaTargetSchema, responsiveMediaSchema } from '../../model/fields';

/** Overlay opacity per `gradientStyle` (spec 3 §3: full = 35%, focused = 50%, off = 0). */
export const gradientOpacity = { full: 0.35, focused: 0.5, off: 0 } as const;

/** The theme colours a banner background may use (names of the theme contract's colours). */
export const bannerBackgrounds = [
  'surface',
  'surfaceMuted',
  'surfaceInverse',
  'primary',
  'accent',
] as const;

/**
 * Fields of the `heroBanner` block (spec 3 §3 "Banner content", the subset of this issue; the
 * renderer issue adds the rest). `title` is required; bad enum values fall back to defaults.
 */
export const heroBannerSchema = z.object({
  title: z.string().trim().min(1),
  /** Render the title as `h1` instead of `h2`, with the same look. */
  titleH1: z.boolean().catch(false),
  /** The title is for screen readers only. */
  hideTitle: z.boolean().catch(false),
  subtitle: z.string().optional(),
  overline: z.string().optional(),
  /** Background media per breakpoint; without it the banner shows `backgroundColor`. */
  media: responsiveMediaSchema.optional(),
  /** The calls to action, shown as buttons. */
  targets: z.array(ctaTargetSchema).default([]),
  /** `No-CTA` hides the buttons. */
  linkType: z.string().optional(),
  alignment: z.enum(['left', 'center', 'right']).catch('left'),
  backgroundColor: z.enum(bannerBackgrounds).catch('surfaceInverse'),
  gradientStyle: z.enum(['full', 'focused', 'off']).catch('full'),
  isFullWidth: z.boolean().catch(false),
});

/** Validated fields of a hero banner. */
export type HeroBannerFields = z.output<typeof heroBannerSchema>;
