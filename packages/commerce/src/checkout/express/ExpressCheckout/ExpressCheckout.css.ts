import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xs });

/** The buttons side by side when there is room, stacked on a narrow column. */
export const buttons = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  // Holds the buttons' height while the provider loads (no layout shift).
  minHeight: '2.75rem',
});

export const placeholder = style({
  minHeight: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** One provider button's place. */
export const slot = style({ display: 'grid' });
