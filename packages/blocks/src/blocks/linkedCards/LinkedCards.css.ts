import { container, vars } from '@storefront/ui/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** In the page container (the one width and gutter); the column comes from `Stack`. */
export const section = style([container, { marginBlock: vars.space.xl }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** On a `Card` (border, surface, radius): full height, raised on hover. */
export const card = style({
  height: '100%',
  position: 'relative',
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});
globalStyle(`${card}:has(a:focus-visible)`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

export const media = style({ display: 'block', background: vars.color.surfaceMuted });
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const ratio = styleVariants({
  square: { aspectRatio: '1 / 1' },
  landscape: { aspectRatio: '4 / 3' },
  portrait: { aspectRatio: '3 / 4' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flexGrow: 1,
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** The title's link stretches over the whole card: one link, one tab stop. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const cue = style({
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
});
