import { mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The thin banner: a short strip. */
export const thin = style({ display: 'flex' });

export const inner = style({
  display: 'flex',
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space.md} ${vars.space.xl}` } },
});

/** The text in one row from md: title, subtitle and buttons side by side. */
export const row = style({
  gap: vars.space.xs,
  '@media': {
    [mediaQueries.md]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.lg,
      maxWidth: 'none',
    },
  },
});
