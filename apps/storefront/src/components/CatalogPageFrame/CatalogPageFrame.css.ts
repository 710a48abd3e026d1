import { vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** The page's space above and below (the gaps between its parts come from `Stack`). */
export const page = style({ paddingBlock: vars.space.lg });

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

/** Long search words wrap anywhere rather than widen the page. */
export const title = style({ margin: 0, overflowWrap: 'anywhere' });
