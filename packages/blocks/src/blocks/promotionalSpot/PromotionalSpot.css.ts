import { containerInset, mediaQueries, vars } from '@storefront/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const spot = recipe({
  base: [
    containerInset,
    {
      display: 'grid',
      overflow: 'hidden',
      marginBlock: vars.space.lg,
      borderRadius: vars.radius.lg,
    },
  ],
  variants: {
    layout: {
      stacked: { gridTemplateColumns: '1fr' },
      horizontal: {
        gridTemplateColumns: '1fr',
        '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center' } },
      },
    },
  },
});

export const media = style({ display: 'block', minWidth: 0 });
globalStyle(`${media} img`, { width: '100%', height: '100%', objectFit: 'cover' });

/** A stacked spot keeps its image to a wide band from md up (no full-height image on desktop). */
export const mediaStacked = style({
  '@media': { [mediaQueries.md]: { aspectRatio: '21 / 9', overflow: 'hidden' } },
});

/** With `imagePosition: end` the image moves after the text from md up. */
export const mediaEnd = style({
  '@media': { [mediaQueries.md]: { order: 2 } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  '@media': { [mediaQueries.lg]: { padding: vars.space['2xl'] } },
});

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal, maxWidth: '36rem' });

export const cta = style({ marginTop: vars.space.xs });
