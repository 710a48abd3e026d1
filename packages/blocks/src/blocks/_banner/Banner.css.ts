import { containerInset, mediaQueries, onlyMediaQueries, vars } from '@storefront/ui/css';
import { globalStyle, type StyleRule, style, styleVariants } from '@vanilla-extract/css';
import {
  BANNER_BREAKPOINTS,
  CAPTION_MAX_WIDTH,
  GRADIENT_COVERAGE,
  OVERLAY_WIDTHS,
} from './constants';
import type { BannerAlignment, BannerBottomMargin, BannerBreakpoint } from './schema';

type Rules = Omit<StyleRule, '@media' | 'selectors'>;
/** A rule that applies from breakpoint `bp` up (mobile first). */
const from = (bp: BannerBreakpoint, rules: Rules): StyleRule =>
  bp === 'sm' ? rules : { '@media': { [mediaQueries[bp]]: rules } };

/** Classes per breakpoint and value, e.g. `perBreakpoint(...).md.center`. */
function perBreakpoint<K extends string>(values: readonly K[], rules: (value: K) => Rules) {
  const entries = BANNER_BREAKPOINTS.map(
    (bp) =>
      [
        bp,
        styleVariants(
          Object.fromEntries(values.map((value) => [value, from(bp, rules(value))])) as Record<
            K,
            StyleRule
          >,
        ),
      ] as const,
  );
  return Object.fromEntries(entries) as Record<BannerBreakpoint, Record<K, string>>;
}

/* Root ------------------------------------------------------------------------------------ */

export const root = style({ position: 'relative', isolation: 'isolate', overflow: 'hidden' });

export const background = styleVariants({
  surface: { background: vars.color.surface, color: vars.color.text },
  surfaceMuted: { background: vars.color.surfaceMuted, color: vars.color.text },
  surfaceInverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
});

/** `isFullWidth`: edge to edge; otherwise inside the page container with rounded corners. */
export const width = styleVariants({
  full: { width: '100%' },
  contained: [
    containerInset,
    {
      marginTop: vars.space.md,
      borderRadius: vars.radius.lg,
      '@media': { [mediaQueries.lg]: { marginTop: vars.space.lg } },
    },
  ],
});

/** `isFullHeight`: the banner fills the viewport's height. */
export const fullHeight = style({ minHeight: '100svh' });

/** `hideOnBreakpoint`: not displayed on that breakpoint. */
export const hideOn = styleVariants(onlyMediaQueries, (query) => ({
  // Doubled class: wins over a variant's own `display` whatever the stylesheet order.
  '@media': { [query]: { selectors: { '&&': { display: 'none' } } } },
}));

const marginValue: Record<BannerBottomMargin, string> = {
  none: '0',
  sm: vars.space.sm,
  md: vars.space.md,
  lg: vars.space.lg,
  xl: vars.space.xl,
  '2xl': vars.space['2xl'],
};
/** `bottomMargins` per breakpoint. */
export const bottomMargin = perBreakpoint(
  Object.keys(marginValue) as BannerBottomMargin[],
  (m) => ({
    marginBottom: marginValue[m],
  }),
);

/* Media ----------------------------------------------------------------------------------- */

/**
 * Media that fills the banner behind the text. The wrapper makes no stacking context: its
 * picture and video sit at z-index -2 (under the gradient at -1), so a video's play button (z 2)
 * stays above the text layer and the media link, where it can be clicked.
 */
export const mediaFill = style({ position: 'absolute', inset: 0 });
globalStyle(`${mediaFill} picture, ${mediaFill} video`, {
  position: 'absolute',
  inset: 0,
  zIndex: -2,
});
globalStyle(`${mediaFill} picture, ${mediaFill} img, ${mediaFill} video`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Media in the flow at its own aspect ratio (or filling a sized box). */
export const mediaBox = style({ position: 'relative', display: 'block', width: '100%' });
globalStyle(`${mediaBox} img, ${mediaBox} video`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
globalStyle(`${mediaBox} picture`, { display: 'block', width: '100%', height: '100%' });

/** In-flow media painted under the gradient (inside an isolated box); no stacking context. */
export const mediaBehind = style({});
globalStyle(`${mediaBehind} picture`, { position: 'relative', zIndex: -2 });
globalStyle(`${mediaBehind} video`, { zIndex: -2 });

/** A layer of one asset when breakpoints mix image and video (hidden with `hideOn`). */
export const contents = style({ display: 'contents' });

export const mediaLink = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/* Gradient (spec 3 §3 gradientStyle / gradientTone / gradientBreakpoints) ------------------ */

const gradientBase = style({ position: 'absolute', inset: 0, zIndex: -1, pointerEvents: 'none' });
export const gradient = styleVariants({
  full: [gradientBase, { opacity: GRADIENT_COVERAGE.full }],
  focused: [gradientBase, { opacity: GRADIENT_COVERAGE.focused }],
  off: [gradientBase, { display: 'none' }],
});
export const gradientTone = styleVariants({
  dark: { background: vars.color.surfaceInverse },
  light: { background: vars.color.surface },
});
/** Focused: densest where the text is (at the bottom on sm; towards the `lg` alignment above). */
export const focusedMask = styleVariants({
  left: {
    maskImage: 'linear-gradient(to top, black 35%, transparent 90%)',
    '@media': {
      [mediaQueries.md]: { maskImage: 'linear-gradient(to right, black 30%, transparent 85%)' },
    },
  },
  center: {
    maskImage: 'linear-gradient(to top, black 35%, transparent 90%)',
    '@media': {
      [mediaQueries.md]: {
        maskImage: 'radial-gradient(ellipse at center, black 35%, transparent 80%)',
      },
    },
  },
  right: {
    maskImage: 'linear-gradient(to top, black 35%, transparent 90%)',
    '@media': {
      [mediaQueries.md]: { maskImage: 'linear-gradient(to left, black 30%, transparent 85%)' },
    },
  },
});

/* Caption (spec 3 §3, §9: max width 9.375rem) --------------------------------------------- */

export const caption = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  zIndex: 1,
  maxWidth: CAPTION_MAX_WIDTH,
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});
export const captionPosition = styleVariants({
  top: { top: vars.space.sm },
  bottom: { bottom: vars.space.sm },
});
export const captionStyle = styleVariants({
  plain: {},
  boxed: { padding: `${vars.space['2xs']} ${vars.space.xs}`, borderRadius: vars.radius.sm },
});
export const captionColor = styleVariants({
  default: { color: vars.color.text },
  inverse: { color: vars.color.textInverse },
});
export const captionBoxed = styleVariants({
  default: { background: vars.color.surface },
  inverse: { background: vars.color.surfaceInverse },
});

/* Text ------------------------------------------------------------------------------------ */

export const content = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
});
export const overlayWidth = styleVariants(OVERLAY_WIDTHS, (maxWidth) => ({ maxWidth }));
export const tone = styleVariants({
  dark: { color: vars.color.textInverse },
  light: { color: vars.color.text },
});
/** `backdrop`: a solid panel behind the text, in the tone's colours. */
export const backdrop = styleVariants({
  dark: {
    background: vars.color.surfaceInverse,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
  },
  light: { background: vars.color.surface, padding: vars.space.lg, borderRadius: vars.radius.md },
});

/** Text alignment and where the text box sits, per breakpoint (spec 3 §3 `alignments`). */
export const align = perBreakpoint<BannerAlignment>(['left', 'center', 'right'], (a) => ({
  textAlign: a === 'center' ? 'center' : 'left',
  alignItems: a === 'center' ? 'center' : 'flex-start',
  marginInlineStart: a === 'left' ? 0 : 'auto',
  marginInlineEnd: a === 'right' ? 0 : 'auto',
}));

export const eyebrow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const eyebrowLogo = style({ display: 'block', height: '2rem', width: 'auto' });

export const overline = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({ margin: 0 });
/** `titleColor` (doubled class: wins over the Heading's tone whatever the CSS order). */
export const titleColor = styleVariants(
  {
    auto: 'inherit',
    default: vars.color.text,
    inverse: vars.color.textInverse,
    primary: vars.color.primary,
    accent: vars.color.accent,
  },
  (color) => ({ selectors: { '&&': { color } } }),
);

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
});

export const richText = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
globalStyle(`${richText} > * + *`, { marginTop: vars.space.xs });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol`, { margin: 0 });
globalStyle(`${richText} a`, { color: 'inherit', textDecoration: 'underline' });
export const richTextSmall = style({ fontSize: vars.fontSize.sm });

export const targets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** `equalTargetSize`: one column on sm, equal columns (the widest decides) from md. */
export const targetsEqual = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  width: '100%',
  '@media': {
    [mediaQueries.md]: {
      display: 'inline-grid',
      width: 'auto',
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
    },
  },
});
export const targetsJustify = perBreakpoint<BannerAlignment>(['left', 'center', 'right'], (a) => ({
  justifyContent: a === 'center' ? 'center' : 'flex-start',
}));

/** A secondary call to action on a dark tone: outlined in the inverse text colour. */
export const ghostOnDark = style({
  selectors: {
    'a&': {
      background: 'transparent',
      color: vars.color.textInverse,
      borderColor: vars.color.textInverse,
    },
    'a&:hover': { background: vars.color.textInverse, color: vars.color.surfaceInverse },
    'a&:focus-visible': { outlineColor: vars.color.textInverse },
  },
});

/* Video island ------------------------------------------------------------------------------ */

export const video = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: `opacity ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: { '&[data-playing="true"]': { opacity: 1 } },
});
/** The play/pause button: above text, gradient and media link (doubled class beats the button's own position). */
export const videoControl = style({
  selectors: {
    '&&': {
      position: 'absolute',
      insetInlineStart: vars.space.sm,
      bottom: vars.space.sm,
      zIndex: 2,
    },
  },
});
