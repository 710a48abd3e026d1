import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const crumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const crumb = style({
  selectors: { '&:not(:last-child)::after': { content: '"/"', marginInlineStart: vars.space.xs } },
});

export const title = style({ margin: 0 });
