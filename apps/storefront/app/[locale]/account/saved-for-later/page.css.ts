import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xl });
