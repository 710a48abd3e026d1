import { vars } from '@storefront/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** Icon colour per state (text keeps the body colour for contrast). */

export const tone = styleVariants({
  inStock: { color: vars.color.success },
  lowStock: { color: vars.color.warning },
  outOfStock: { color: vars.color.danger },
  presale: { color: vars.color.info },
  unselected: { color: vars.color.textMuted },
});
