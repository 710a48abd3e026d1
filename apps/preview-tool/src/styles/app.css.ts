import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const body = style({ background: vars.color.surfaceMuted });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const brand = style({ fontWeight: vars.fontWeight.bold });

export const main = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  // Wide enough for the lg frame (1280 px) at full size on a large screen.
  maxWidth: '1360px',
  margin: '0 auto',
});
