import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The account page: one column. */
export const page = style({
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

export const points = style({ margin: 0, fontWeight: 600 });

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
