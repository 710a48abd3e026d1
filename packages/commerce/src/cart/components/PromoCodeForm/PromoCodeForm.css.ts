import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.xs,
});

export const button = style({
  marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space['2xs']})`,
});

export const applied = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  padding: `${vars.space['3xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const status = style({
  margin: 0,
  minHeight: '1.25em',
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});
