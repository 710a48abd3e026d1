import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.md });

export const content = style({ display: 'grid', gap: vars.space.sm });

export const links = style({ margin: 0 });
