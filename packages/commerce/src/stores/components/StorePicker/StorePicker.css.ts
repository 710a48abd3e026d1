import { mediaQueries, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const search = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A place's card (`Card`): name and address beside the Choose button from md up. */
export const place = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const placeName = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const available = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
});

export const unavailable = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const body = style({ display: 'grid', gap: vars.space.md });
