import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const items = style({ listStyle: 'none', margin: 0, padding: 0 });

export const footer = style({ display: 'grid', gap: vars.space.xs, width: '100%' });

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: vars.fontWeight.bold,
});
