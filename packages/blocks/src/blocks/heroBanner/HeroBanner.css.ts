import { mediaQueries } from '@storefront/ui/theme/breakpoints';
import { vars } from '@storefront/ui/theme/contract.css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const banner = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    overflow: 'hidden',
    isolation: 'isolate',
    minHeight: 460,
    '@media': {
      [mediaQueries.md]: { minHeight: 480 },
      [mediaQueries.lg]: { minHeight: 560 },
    },
  },
  variants: {
    width: {
      full: {},
      contained: {
        maxWidth: vars.size.container,
        margin: `${vars.space.md} ${vars.space.md} 0`,
        borderRadius: vars.radius.lg,
        '@media': {
          [mediaQueries.lg]: {
            margin: `${vars.space.lg} auto 0`,
            width: `calc(100% - 2 * ${vars.space.xl})`,
          },
        },
      },
    },
    background: {
      surface: { background: vars.color.surface, color: vars.color.text },
      surfaceMuted: { background: vars.color.surfaceMuted, color: vars.color.text },
      surfaceInverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
    },
    onMedia: { true: { background: vars.color.surfaceInverse, color: vars.color.textInverse } },
    alignment: {
      left: { justifyContent: 'flex-start', textAlign: 'left' },
      center: { justifyContent: 'center', textAlign: 'center' },
      right: { justifyContent: 'flex-end', textAlign: 'left' },
    },
  },
});

export const media = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
});

globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

const overlayBase = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: vars.color.surfaceInverse,
  pointerEvents: 'none',
});

/** Overlay per gradientStyle (spec 3 §3: full 35%, focused 50% towards the text, off 0). */
export const overlay = styleVariants({
  full: [overlayBase, { opacity: 0.35 }],
  focused: [overlayBase, { opacity: 0.5 }],
  off: [overlayBase, { opacity: 0 }],
});

/** Where the focused gradient is densest: on the side of the text. */
export const focusedMask = styleVariants({
  left: { maskImage: 'linear-gradient(to right, black 30%, transparent 85%)' },
  center: { maskImage: 'radial-gradient(ellipse at center, black 35%, transparent 80%)' },
  right: { maskImage: 'linear-gradient(to left, black 30%, transparent 85%)' },
});

export const content = style({
  alignSelf: 'flex-end',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '40rem',
  padding: `${vars.space['2xl']} ${vars.space.lg}`,
  '@media': {
    [mediaQueries.md]: {
      alignSelf: 'center',
      padding: `${vars.space['3xl']} ${vars.space['2xl']}`,
    },
    [mediaQueries.lg]: { padding: `${vars.space['4xl']} ${vars.space['3xl']}` },
  },
});

export const contentCentered = style({ alignItems: 'center' });

export const overline = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({ color: 'inherit', margin: 0 });

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  maxWidth: '32rem',
});

export const targets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const targetsCentered = style({ justifyContent: 'center' });

/** A secondary call to action on a dark banner: outlined in the inverse text colour. */
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
