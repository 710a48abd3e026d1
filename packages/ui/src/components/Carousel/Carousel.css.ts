import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Slides per view at each breakpoint (set inline per instance, so SSR has the right widths). */
export const slidesPerViewSm = createVar();
export const slidesPerViewMd = createVar();
export const slidesPerViewLg = createVar();
/** Space between slides (a theme space token), set per breakpoint from the three below. */
export const slideGap = createVar();
export const slideGapSm = createVar();
export const slideGapMd = createVar();
export const slideGapLg = createVar();
/** Explicit slide widths (gap included) per breakpoint; unset = `100% / slidesPerView`. */
export const slideWidthSm = createVar();
export const slideWidthMd = createVar();
export const slideWidthLg = createVar();
/** Largest slide widths (gap included) per breakpoint; unset = none. */
export const slideMaxWidthSm = createVar();
export const slideMaxWidthMd = createVar();
export const slideMaxWidthLg = createVar();
/** `nowrap` (carousel) or `wrap` (grid) per breakpoint. */
export const wrapSm = createVar();
export const wrapMd = createVar();
export const wrapLg = createVar();
/** Share of the progress bar filled, 0–1. */
export const progress = createVar();

export const root = style({
  vars: { [slideGap]: slideGapSm },
  '@media': {
    [mediaQueries.md]: { vars: { [slideGap]: slideGapMd } },
    [mediaQueries.lg]: { vars: { [slideGap]: slideGapLg } },
  },
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stage = style({ position: 'relative' });

/**
 * Geometry that embla measures the same way whenever it (re)initialises.
 *
 * Embla reads `offsetLeft` of the container and of every slide and takes their difference as the
 * scroll snaps (and the first difference as the start gap). `offsetLeft` is relative to the
 * `offsetParent`, and in Chromium a container that carries embla's `transform` becomes the
 * slides' `offsetParent`: with the gap as a negative left margin on the container, the first
 * measurement (no transform yet) gave snap 0 = 0, while a re-initialisation after a resize or a
 * late stylesheet (transform present) gave snap 0 = −gap, so the carousel settled 16 px off
 * depending on timing. Hence:
 * - the viewport and the container are positioned, so the slides' `offsetParent` is always the
 *   container and the container's is always the viewport;
 * - the gap trails each slide (padding on the right, container pulled out on the right), so the
 *   container's start edge coincides with the viewport's and with the first slide's: every
 *   snap is exactly −(slide's offset), the start gap is 0, before and after hydration.
 * The container is one gap wider than the viewport (the last slide's trailing gap is clipped),
 * so slide widths `100% / slidesPerView` include their gap and the last slide ends flush right.
 */
export const viewport = style({ position: 'relative', overflow: 'hidden' });

export const container = style({
  position: 'relative',
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginRight: `calc(${slideGap} * -1)`,
  // A grid (wrap) keeps the column gap as each slide's trailing padding and adds the row gap.
  flexWrap: fallbackVar(wrapSm, 'nowrap') as 'nowrap',
  rowGap: slideGap,
  '@media': {
    [mediaQueries.md]: { flexWrap: fallbackVar(wrapMd, 'nowrap') as 'nowrap' },
    [mediaQueries.lg]: { flexWrap: fallbackVar(wrapLg, 'nowrap') as 'nowrap' },
  },
});

export const slide = style({
  flex: `0 0 ${fallbackVar(slideWidthSm, `calc(100% / ${slidesPerViewSm})`)}`,
  maxWidth: fallbackVar(slideMaxWidthSm, 'none'),
  minWidth: 0,
  paddingRight: slideGap,
  '@media': {
    [mediaQueries.md]: {
      flexBasis: fallbackVar(slideWidthMd, `calc(100% / ${slidesPerViewMd})`),
      maxWidth: fallbackVar(slideMaxWidthMd, 'none'),
    },
    [mediaQueries.lg]: {
      flexBasis: fallbackVar(slideWidthLg, `calc(100% / ${slidesPerViewLg})`),
      maxWidth: fallbackVar(slideMaxWidthLg, 'none'),
    },
  },
});

/** Arrow buttons over the stage's vertical centre. */
export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.zIndex.raised,
  boxShadow: vars.shadow.sm,
});
export const arrowPrev = style({ left: vars.space.xs });
export const arrowNext = style({ right: vars.space.xs });

export const controls = style({
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
});

export const dots = style({
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3xs'],
});

/** A 24 px hit area (WCAG 2.5.8) around the visible dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.round,
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    background: 'transparent',
    transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  },
  selectors: {
    '&[aria-current="true"]::before': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:hover::before': { borderColor: vars.color.text },
  },
});

export const progressTrack = style({
  flex: '1 1 auto',
  height: vars.space['2xs'],
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});

export const progressBar = style({
  height: '100%',
  background: vars.color.primary,
  transformOrigin: 'left center',
  transform: `scaleX(${progress})`,
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});
