import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const label = style({ fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  background: vars.color.background,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.surfaceInverse,
      color: vars.color.textInverse,
      borderColor: vars.color.surfaceInverse,
    },
    '&:focus-visible': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
  },
});
