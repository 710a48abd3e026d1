import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** In the page container (its gutter), at the article's reading width. */
export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '56rem',
  paddingBlock: vars.space.lg,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});
