import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const success = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const error = style({ margin: 0, color: vars.color.danger });
