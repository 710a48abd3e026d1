import { vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.background,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const path = style({ fontFamily: vars.font.mono, wordBreak: 'break-word' });

globalStyle(`a${path}`, { color: vars.color.link });
