import { mediaQueries, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** The agent login form: one column. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '28rem',
});

/**
 * The in-store session strip above the header bar: the facts and "End session" on one row. On a
 * phone the two facts stack (two short lines) beside the button, instead of wrapping into three
 * rows that push the page down.
 */
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
});

export const stripFacts = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
  '@media': {
    [mediaQueries.md]: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md },
  },
});

export const stripButton = style({
  background: 'transparent',
  color: 'inherit',
  border: `${vars.borderWidth.thin} solid currentColor`,
  borderRadius: vars.radius.sm,
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.sm,
  font: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  minHeight: vars.size.control,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid currentColor`,
      outlineOffset: '2px',
    },
  },
});

/** The price adjustment form under a cart item. */
export const adjustment = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  padding: 0,
  margin: 0,
  maxWidth: '28rem',
});

export const adjustmentRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

/** The employee's spend banner: current spend against the annual cap. */
export const spend = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const spendText = style({ margin: 0 });
