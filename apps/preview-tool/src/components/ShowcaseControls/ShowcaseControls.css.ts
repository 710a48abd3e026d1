import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.background,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
