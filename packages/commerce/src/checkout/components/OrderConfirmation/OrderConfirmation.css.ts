import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '48rem',
  marginInline: 'auto',
});

export const title = style({
  margin: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.space['2xs'],
    },
  },
});

export const number = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0 });
