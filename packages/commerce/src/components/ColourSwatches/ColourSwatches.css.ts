import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const swatchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[aria-current="true"]': {
      borderColor: vars.color.text,
      boxShadow: `0 0 0 1px ${vars.color.text}`,
    },
    '&[data-unavailable="true"]': { opacity: 0.5 },
  },
});

export const chip = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});
