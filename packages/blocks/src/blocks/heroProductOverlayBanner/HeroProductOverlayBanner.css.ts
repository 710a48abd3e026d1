import { mediaQueries, vars } from '@storefront/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { HERO_BOTTOM_PADDING } from '../_banner/constants';

export const heroProduct = style({
  display: 'flex',
  minHeight: 460,
  '@media': {
    [mediaQueries.md]: { minHeight: 480 },
    [mediaQueries.lg]: { minHeight: 560 },
  },
});

/** Product above the text on sm; side by side from md. */
export const inner = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  gap: vars.space.lg,
  width: '100%',
  padding: `${vars.space.xl} ${vars.space.lg} ${HERO_BOTTOM_PADDING.sm}`,
  '@media': {
    [mediaQueries.md]: {
      gridTemplateColumns: '1fr 1fr',
      alignItems: 'center',
      padding: `${vars.space['3xl']} ${vars.space['2xl']} ${HERO_BOTTOM_PADDING.md}`,
    },
    [mediaQueries.lg]: {
      padding: `${vars.space['4xl']} ${vars.space['3xl']} ${HERO_BOTTOM_PADDING.lg}`,
    },
  },
});

export const product = style({
  justifySelf: 'center',
  width: '100%',
  maxWidth: '14rem',
  '@media': { [mediaQueries.md]: { maxWidth: '26rem' } },
});

/** Which column the product takes from md: opposite the text. */
export const productSide = styleVariants({
  start: { '@media': { [mediaQueries.md]: { gridColumn: 1, gridRow: 1 } } },
  end: { '@media': { [mediaQueries.md]: { gridColumn: 2, gridRow: 1 } } },
});
export const textSide = styleVariants({
  start: { '@media': { [mediaQueries.md]: { gridColumn: 1, gridRow: 1 } } },
  end: { '@media': { [mediaQueries.md]: { gridColumn: 2, gridRow: 1 } } },
});
