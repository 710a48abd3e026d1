import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** Story frame: a positioned header like the storefront's, so panels open below it. */
export const header = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const page = style({ padding: vars.space.md, minHeight: '24rem' });
