import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xl });

/** The employee's spend banner above the cart. */
export const spend = style({ marginBlockEnd: vars.space.lg });

/** The express buttons under the cart (spec 3 §1). */
export const express = style({
  maxWidth: '28rem',
  marginBlockStart: vars.space.lg,
  marginInlineStart: 'auto',
});
