import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
  },
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const wide = style({ gridColumn: '1 / -1' });

export const applied = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const appliedRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
