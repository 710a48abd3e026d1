import { container, mediaQueries, vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const group = recipe({
  base: [
    container,
    {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.sm,
      listStyle: 'none',
      marginBlock: vars.space.lg,
      paddingBlock: 0,
    },
  ],
  variants: {
    alignment: {
      left: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      right: { justifyContent: 'flex-end' },
    },
    fullWidthOnSm: {
      true: {
        flexDirection: 'column',
        '@media': { [mediaQueries.md]: { flexDirection: 'row' } },
      },
      false: {},
    },
  },
});

/** Full-width buttons on sm only. */
export const stretch = style({});
globalStyle(`${stretch} > li > *`, {
  width: '100%',
  '@media': { [mediaQueries.md]: { width: 'auto' } },
});
