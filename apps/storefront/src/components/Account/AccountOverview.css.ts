import { mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The account overview: one column of sections. */
export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Loyalty and recent orders: side by side from `md`. */
export const panels = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
