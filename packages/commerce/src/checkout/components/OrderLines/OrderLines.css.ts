import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ color: vars.color.textMuted });
