import { mediaQueries, vars } from '@storefront/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';
import type { SPLIT_IMAGE_WIDTHS } from '../_banner/constants';

/** Stacked on sm (media first); two columns from md. */
export const split = style({ display: 'grid', gridTemplateColumns: '1fr' });

type Width = (typeof SPLIT_IMAGE_WIDTHS)[number];
const columns = (width: Width, side: 'left' | 'right') => ({
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: side === 'left' ? `${width}% 1fr` : `1fr ${width}%`,
    },
  },
});
/** Column widths per `imageWidth` (spec 3 §9: 60, 50, 40) and image side. */
export const columnsLeft = styleVariants({
  '60': columns('60', 'left'),
  '50': columns('50', 'left'),
  '40': columns('40', 'left'),
});
export const columnsRight = styleVariants({
  '60': columns('60', 'right'),
  '50': columns('50', 'right'),
  '40': columns('40', 'right'),
});

export const mediaCell = style({ position: 'relative', isolation: 'isolate', minWidth: 0 });
export const mediaCellSide = styleVariants({
  left: {},
  right: { '@media': { [mediaQueries.md]: { gridColumn: 2, gridRow: 1 } } },
});
export const textCellSide = styleVariants({
  left: {},
  right: { '@media': { [mediaQueries.md]: { gridColumn: 1, gridRow: 1 } } },
});

/** One image filling its cell from md (its own aspect ratio on sm). */
export const single = style({
  height: '100%',
  '@media': { [mediaQueries.md]: { position: 'absolute', inset: 0 } },
});

/** Three images: a wide one above two side by side. */
export const three = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['2xs'],
  height: '100%',
});
export const threeItem = style({ aspectRatio: '1', overflow: 'hidden' });
export const threeFirst = style({ gridColumn: '1 / 3', aspectRatio: '2 / 1' });

export const textCell = style({
  display: 'flex',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space['2xl']} ${vars.space['2xl']}` } },
});

/** `verticalAlignment` of the text next to the media (spec 3 §3 "Split banner"). */
export const vertical = styleVariants({
  top: { alignItems: 'flex-start' },
  middle: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
});
