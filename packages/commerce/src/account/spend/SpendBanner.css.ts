import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** The banners, stacked. */
export const list = style({ display: 'grid', gap: vars.space.sm });

/** One programme: current spend against the cap or credit. */
export const banner = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontWeight: 600 });
export const text = style({ margin: 0 });

/** The bar: decorative, the words carry the figures. */
export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.primary });
