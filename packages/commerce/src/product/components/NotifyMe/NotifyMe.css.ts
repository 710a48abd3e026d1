import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const success = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const error = style({ margin: 0, color: vars.color.danger });
