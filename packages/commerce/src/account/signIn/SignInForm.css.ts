import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '28rem',
});
