import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xl });

/** The express buttons above the steps (spec 3 §1). */
export const express = style({ maxWidth: '28rem', marginBlockEnd: vars.space.lg });
