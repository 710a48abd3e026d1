import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xl });

/** The employee's spend banner above the cart. */
export const spend = style({ marginBlockEnd: vars.space.lg });
