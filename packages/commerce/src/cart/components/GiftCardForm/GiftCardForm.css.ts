import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xs,
});

export const status = style({ margin: 0, minHeight: '1.25em', fontSize: vars.fontSize.sm });
