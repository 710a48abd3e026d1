import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The page title heading above the blocks (pages without a banner title, e.g. terms). */
export const title = style({ paddingBlockStart: vars.space.xl });
