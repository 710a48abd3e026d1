import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const editor = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const code = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const status = style({ minHeight: vars.space.lg });
