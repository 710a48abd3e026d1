import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** Styles shared by the order history, detail, tracking and lookup (spec 2 §1 orders). */

export const section = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const text = style({ margin: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBlockEnd: vars.space.xs,
});

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '32rem' });
