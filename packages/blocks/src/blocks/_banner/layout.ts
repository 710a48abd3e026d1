import { clsx } from 'clsx';
import * as styles from './Banner.css';
import { BANNER_BREAKPOINTS } from './constants';
import {
  type BannerAlignment,
  type BannerBackground,
  type BannerBreakpoint,
  type BannerFields,
  resolveResponsive,
} from './schema';

/** What is behind the text: `dark` → inverse text, `light` → default text. */
export type BannerTone = 'dark' | 'light';

const darkBackgrounds = new Set<BannerBackground>(['surfaceInverse', 'primary', 'accent']);

/** The tone of text drawn straight on the banner's `backgroundColor`. */
export function toneOfBackground(backgroundColor: BannerBackground): BannerTone {
  return darkBackgrounds.has(backgroundColor) ? 'dark' : 'light';
}

/** The tone behind a banner's text: the gradient tone over media, else that of the background. */
export function bannerTone(fields: BannerFields): BannerTone {
  return fields.media ? fields.gradientTone : toneOfBackground(fields.backgroundColor);
}

/** The alignment per breakpoint: `alignments` wins over the single `alignment`. */
export function resolveAlignments(fields: BannerFields): Record<BannerBreakpoint, BannerAlignment> {
  return resolveResponsive(fields.alignments, fields.alignment);
}

/** Whether the calls to action show (`linkType: 'No-CTA'` hides them; spec 3 §3). */
export function showsTargets(fields: BannerFields): boolean {
  return fields.linkType !== 'No-CTA' && fields.targets.length > 0;
}

/** The `id` of the banner's title element (names the banner's region). */
export const bannerTitleId = (id: string) => `${id}-title`;

/**
 * Props of a banner's root element: classes for background, width, height, `hideOnBreakpoint`
 * and `bottomMargins`, `data-block`, the region's name, and `promotionTracking` as
 * `data-promotion-id`, `data-promotion-name` and `data-creative-name` (read by the analytics
 * helper for promotion impressions and clicks, spec 3 §9 "Analytics").
 */
export function bannerRootProps(
  fields: BannerFields,
  block: { type: string; id: string },
  className?: string,
) {
  const margins = resolveResponsive(fields.bottomMargins, 'none');
  const tracking = fields.promotionTracking;
  return {
    className: clsx(
      styles.root,
      styles.background[fields.backgroundColor],
      styles.width[fields.isFullWidth ? 'full' : 'contained'],
      fields.isFullHeight && styles.fullHeight,
      fields.hideOnBreakpoint.map((bp) => styles.hideOn[bp]),
      BANNER_BREAKPOINTS.map((bp) => styles.bottomMargin[bp][margins[bp]]),
      className,
    ),
    'aria-labelledby': bannerTitleId(block.id),
    'data-block': block.type,
    'data-promotion-id': tracking?.promotionId,
    'data-promotion-name': tracking?.promotionName,
    'data-creative-name': tracking?.creativeName,
  };
}
