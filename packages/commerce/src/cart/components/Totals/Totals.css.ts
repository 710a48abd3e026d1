import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.text });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const discount = style({ color: vars.color.sale });

export const total = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const callouts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2xs'],
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});
