import { container, mediaQueries, vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** In the page container (the one width and gutter); the column comes from `Stack`. */
export const section = style([container, { marginBlock: vars.space.xl }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const media = style({
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  aspectRatio: '1 / 1',
});
globalStyle(`${media} img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
});
globalStyle(`${card}:hover ${media} img`, { transform: 'scale(1.04)' });

/** The label's link covers the whole card (one tab stop per card). */
export const link = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});
globalStyle(`${card}:has(${link}:focus-visible)`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
  borderRadius: vars.radius.md,
});

/** Shown only at the breakpoints whose layout it is. */
export const only = {
  sm: style({ '@media': { [mediaQueries.md]: { display: 'none' } } }),
  md: style({
    display: 'none',
    '@media': { [mediaQueries.md]: { display: 'block' }, [mediaQueries.lg]: { display: 'none' } },
  }),
  lg: style({ display: 'none', '@media': { [mediaQueries.lg]: { display: 'block' } } }),
};
