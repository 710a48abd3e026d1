import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const button = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
});

export const count = style({
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: `0 ${vars.space['3xs']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  lineHeight: '1.25rem',
  textAlign: 'center',
});
