import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const name = style({ fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.sm });
