import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '32rem' });

export const link = style({ overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({ margin: 0, minHeight: '1.5em', fontSize: vars.fontSize.sm });
