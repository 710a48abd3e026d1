import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});
