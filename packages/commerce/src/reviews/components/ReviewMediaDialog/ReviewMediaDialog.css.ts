import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
