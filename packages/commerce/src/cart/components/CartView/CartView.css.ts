import { breakpoints, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [`(min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const items = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The summary card (`Card tone="muted"`) keeps to the top of its grid cell. */
export const summary = style({ alignContent: 'start' });

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
