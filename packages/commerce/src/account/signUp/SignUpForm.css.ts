import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
});

export const consents = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
});

export const smsTerms = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
