import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const address = style({ fontStyle: 'normal', fontSize: vars.fontSize.sm, margin: 0 });

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
