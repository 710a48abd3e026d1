import { mediaQueries, vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * The image banner: the image keeps its own aspect ratio and sets the height; the text shares
 * its grid cell (so long text grows the banner instead of overflowing).
 */
export const image = style({ display: 'grid', gridTemplate: '1fr / 1fr' });

export const cell = style({ gridArea: '1 / 1 / 2 / 2', minWidth: 0 });

export const inner = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [mediaQueries.md]: { padding: `${vars.space['2xl']} ${vars.space['2xl']}` } },
});
