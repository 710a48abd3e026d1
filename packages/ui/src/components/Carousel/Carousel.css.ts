import { createVar, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Slides per view at each breakpoint (set inline per instance, so SSR has the right widths). */
export const slidesPerViewSm = createVar();
export const slidesPerViewMd = createVar();
export const slidesPerViewLg = createVar();
/** Space between slides (a theme space token). */
export const slideGap = createVar();
/** Share of the progress bar filled, 0–1. */
export const progress = createVar();

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stage = style({ position: 'relative' });

export const viewport = style({ overflow: 'hidden' });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(${slideGap} * -1)`,
});

export const slide = style({
  flex: `0 0 calc(100% / ${slidesPerViewSm})`,
  minWidth: 0,
  paddingLeft: slideGap,
  '@media': {
    [mediaQueries.md]: { flexBasis: `calc(100% / ${slidesPerViewMd})` },
    [mediaQueries.lg]: { flexBasis: `calc(100% / ${slidesPerViewLg})` },
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
  display: 'flex',
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
