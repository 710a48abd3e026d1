import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const flow = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem' });
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  ':focus': { outline: 'none' },
});
export const intro = style({ margin: 0 });
export const progress = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});
export const choices = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
