import { mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';
import { HERO_BOTTOM_PADDING } from '../_banner/constants';

/** The hero: media fills the banner, the text sits at the bottom on sm and in the middle above. */
export const hero = style({
  display: 'flex',
  minHeight: 460,
  '@media': {
    [mediaQueries.md]: { minHeight: 480 },
    [mediaQueries.lg]: { minHeight: 560 },
  },
});

/** Padding of the text; the bottom is the spec's hero bottom padding (spec 3 §9). */
export const inner = style({
  display: 'flex',
  width: '100%',
  alignItems: 'flex-end',
  padding: `${vars.space['2xl']} ${vars.space.lg} ${HERO_BOTTOM_PADDING.sm}`,
  '@media': {
    [mediaQueries.md]: {
      alignItems: 'center',
      padding: `${vars.space['3xl']} ${vars.space['2xl']} ${HERO_BOTTOM_PADDING.md}`,
    },
    [mediaQueries.lg]: {
      padding: `${vars.space['4xl']} ${vars.space['3xl']} ${HERO_BOTTOM_PADDING.lg}`,
    },
  },
});
