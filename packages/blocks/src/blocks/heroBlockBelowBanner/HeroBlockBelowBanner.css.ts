import { mediaQueries, vars } from '@storefront/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { HERO_BOTTOM_PADDING } from '../_banner/constants';

/** Media then text on sm; from md the text sits over the media like a hero. */
export const heroBlockBelow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.md]: { gridTemplateRows: '1fr', minHeight: 480 },
    [mediaQueries.lg]: { minHeight: 560 },
  },
});

export const mediaCell = style({
  position: 'relative',
  isolation: 'isolate',
  gridArea: '1 / 1 / 2 / 2',
  minHeight: '24rem',
});

export const textCell = style({
  position: 'relative',
  gridArea: '2 / 1 / 3 / 2',
  display: 'flex',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [mediaQueries.md]: {
      gridArea: '1 / 1 / 2 / 2',
      alignItems: 'center',
      background: 'transparent',
      padding: `${vars.space['3xl']} ${vars.space['2xl']} ${HERO_BOTTOM_PADDING.md}`,
    },
    [mediaQueries.lg]: {
      padding: `${vars.space['4xl']} ${vars.space['3xl']} ${HERO_BOTTOM_PADDING.lg}`,
    },
  },
});

/** The block below (sm) takes the gradient tone's colours, so the text tone holds everywhere. */
export const textCellTone = styleVariants({
  dark: { background: vars.color.surfaceInverse },
  light: { background: vars.color.surface },
});
