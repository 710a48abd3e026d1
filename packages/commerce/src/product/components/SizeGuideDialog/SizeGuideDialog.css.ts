import { vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** A size table: full width, numbers aligned, a rule between rows. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xs,
  textAlign: 'start',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
});
