import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** The password pages (forgot, reset, change): one narrow column. */
export const page = style({
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
});

export const intro = style({ margin: 0, maxWidth: '40rem' });
