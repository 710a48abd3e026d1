import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const message = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.sm });

export const failed = style({ color: vars.color.danger });
