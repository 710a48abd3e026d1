import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** Quiet text of the controls (the vote question). */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The report disclosure: its summary reads as a small link. */
export const flag = style({ fontSize: vars.fontSize.sm });

export const flagForm = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  maxWidth: '20rem',
});
