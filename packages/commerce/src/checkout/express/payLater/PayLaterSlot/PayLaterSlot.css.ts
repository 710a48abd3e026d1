import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** Holds one line of the message while its module loads (no layout shift on one line). */
export const slot = style({
  minHeight: `calc(${vars.fontSize.sm} * 1.5)`,
});
