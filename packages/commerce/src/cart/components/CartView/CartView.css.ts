import { breakpoints, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [`(min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const items = style({ listStyle: 'none', margin: 0, padding: 0 });

export const summary = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
