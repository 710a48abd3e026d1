import { vars } from '@storefront/ui';
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

export const place = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  alignItems: 'center',
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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
