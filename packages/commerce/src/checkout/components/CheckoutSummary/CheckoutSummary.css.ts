import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const address = style({ fontStyle: 'normal', fontSize: vars.fontSize.sm, margin: 0 });
