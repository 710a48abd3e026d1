import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** The orders, order status and help pages: one column under the header. */
export const page = style({
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '56rem',
});

export const intro = style({ margin: 0, maxWidth: '40rem' });
