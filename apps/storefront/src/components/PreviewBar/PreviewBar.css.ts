import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const bar = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
