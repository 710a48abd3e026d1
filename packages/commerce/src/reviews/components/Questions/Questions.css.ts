import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const question = style({
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const text = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const byline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const answers = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
});
