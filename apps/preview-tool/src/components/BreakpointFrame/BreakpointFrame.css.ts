import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const figure = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, margin: 0 });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const outer = style({ position: 'relative', width: '100%', overflow: 'hidden' });

export const frame = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  // No border: it would narrow the frame's viewport below the breakpoint's width.
  border: 0,
  outline: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.background,
  transformOrigin: 'top left',
});
