import { vars, visuallyHidden } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.xs });

/** Where it ships and which card pays: small, muted, under the button. */
export const details = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The announced busy state: for screen readers only. */
export const status = style([visuallyHidden]);
