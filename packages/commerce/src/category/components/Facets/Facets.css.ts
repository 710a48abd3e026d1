import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const facet = style({
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBlockEnd: vars.space.sm,
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  paddingBlock: vars.space.xs,
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});

export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
});

export const boxOn = style({ background: vars.color.primary, borderColor: vars.color.primary });

export const swatch = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.round,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
});

export const clear = style({ color: vars.color.link, fontSize: vars.fontSize.sm });
