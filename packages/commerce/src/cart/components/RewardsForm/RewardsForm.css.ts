import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const points = style({ margin: 0, fontSize: vars.fontSize.sm });
