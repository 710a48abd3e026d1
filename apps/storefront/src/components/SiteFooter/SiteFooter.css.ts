import { container, mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const footer = style({
  marginTop: vars.space['3xl'],
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

/** In the page container (the one width and gutter). */
export const inner = style([
  container,
  {
    paddingTop: vars.space['2xl'],
    paddingBottom: vars.space.xl,
    display: 'grid',
    gap: vars.space.xl,
    '@media': { [mediaQueries.lg]: { paddingTop: vars.space['3xl'] } },
  },
]);

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: '1.4fr repeat(3, minmax(0, 1fr))' },
  },
});

export const note = style({
  gridColumn: '1 / -1',
  '@media': { [mediaQueries.lg]: { gridColumn: 'auto', paddingRight: vars.space.xl } },
});

export const noteTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heading,
  margin: `0 0 ${vars.space.xs}`,
});

export const columnTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  margin: `0 0 ${vars.space.sm}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.textInverse}`, outlineOffset: 2 },
});

/** A button that looks like {@link link} (e.g. "Cookie settings", which opens a dialog). */
export const linkButton = style([
  link,
  {
    background: 'none',
    border: 0,
    padding: 0,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
  },
]);

export const text = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  margin: 0,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.fontSize.xs,
});

export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const localeCurrent = style({
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});
