import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** One line of small text under the PayPal button. */
export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** "Learn more" in the line's size and flow. */
export const learnMore = style({ fontSize: 'inherit', verticalAlign: 'baseline' });

export const body = style({ display: 'grid', gap: vars.space.sm });

export const paragraph = style({ margin: 0 });

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
