import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const placeholder = style({
  margin: vars.space.md,
  padding: vars.space.md,
  border: `${vars.borderWidth.thick} dashed ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const heading = style({
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xs,
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  listStyle: 'disc',
});
