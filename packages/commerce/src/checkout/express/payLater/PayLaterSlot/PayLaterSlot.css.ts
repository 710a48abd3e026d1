import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * Holds two lines of the message while its module loads (the line and "Learn more" wrap under
 * buttons side by side), so the page does not shift when it shows.
 */
export const slot = style({
  minHeight: `calc(${vars.fontSize.sm} * 1.5 * 2)`,
});
