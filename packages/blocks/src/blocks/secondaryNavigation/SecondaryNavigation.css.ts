import { container, mediaQueries, vars } from '@storefront/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** One row; scrolls sideways on sm, wraps from md. */
export const list = style([
  container,
  {
    display: 'flex',
    gap: vars.space.xs,
    paddingBlock: vars.space.xs,
    listStyle: 'none',
    overflowX: 'auto',
    whiteSpace: 'nowrap',
    scrollbarWidth: 'thin',
    '@media': {
      [mediaQueries.md]: { flexWrap: 'wrap', overflowX: 'visible', whiteSpace: 'normal' },
    },
  },
]);

export const alignment = styleVariants({
  left: {},
  center: { '@media': { [mediaQueries.md]: { justifyContent: 'center' } } },
});

export const item = style({ flexShrink: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surfaceInverse,
      color: vars.color.textInverse,
    },
  },
});
