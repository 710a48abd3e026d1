import { mediaQueries, vars } from '@storefront/ui';
import { container } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The gallery section. */
export const root = style([
  container,
  { display: 'grid', gap: vars.space.md, paddingBlock: vars.space.lg },
]);

/** Grid layout: 2 columns on sm, 4 on md, 6 on lg. */
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

/** A media tile: a square button that opens the item. */
export const tile = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
});

/** The tile's image fills the square. */
export const tileImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The opened item's image. */
export const dialogImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '70vh',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});

/** Caption and author under the opened image. */
export const caption = style({ marginBlockStart: vars.space.sm, color: vars.color.text });
export const author = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A square skeleton tile. */
export const skeleton = style({ aspectRatio: '1', height: 'auto' });

/** Text for assistive technology only. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
