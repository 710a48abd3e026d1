import { mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The block-below banner: media on top, the text block below it. */
export const blockBelow = style({ display: 'flex', flexDirection: 'column' });

export const below = style({
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space.xl} ${vars.space['2xl']}` } },
});

/** The text block may be as wide as the container allows. */
export const text = style({ maxWidth: '48rem' });
