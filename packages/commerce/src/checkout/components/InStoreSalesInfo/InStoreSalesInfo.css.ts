import { vars } from '@storefront/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Term and value side by side: `Store  Alpine Denver Flagship (0101)`. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${facts} dd`, { margin: 0 });
