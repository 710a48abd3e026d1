import { vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({
  background: vars.color.background,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const link = style({
  marginInlineStart: 'auto',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
});

export const fact = style({});
globalStyle(`${fact} dt, ${fact} dd`, { display: 'inline' });
