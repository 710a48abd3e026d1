import { mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The overlay banner: media fills a medium-height box, the text box sits over it. */
export const overlay = style({
  display: 'flex',
  minHeight: '22rem',
  '@media': {
    [mediaQueries.md]: { minHeight: '26rem' },
    [mediaQueries.lg]: { minHeight: '30rem' },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space['2xl']} ${vars.space['2xl']}` } },
});
