import { container, mediaQueries, vars } from '@storefront/ui/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { ctaSlideWidthRem } from './schema';

/** In the page container (the one width and gutter); the column comes from `Stack`. */
export const section = style([container, { marginBlock: vars.space.xl }]);

export const centered = style({ textAlign: 'center' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const rowCentered = style({ justifyContent: 'center' });

/** Fixed slide widths of the CTA carousel (spec 3 §9: 19.25rem on sm, 26.5rem on md and lg). */
export const carousel = style({});
globalStyle(`${carousel} [data-slide]`, {
  flex: `0 0 ${ctaSlideWidthRem.sm}rem`,
  '@media': {
    [mediaQueries.md]: { flexBasis: `${ctaSlideWidthRem.md}rem` },
    [mediaQueries.lg]: { flexBasis: `${ctaSlideWidthRem.lg}rem` },
  },
});

/** Padding inside a slide (`slidePadding`, spec 3 §9: `small` by default). */
export const slidePadding = styleVariants({
  small: { padding: vars.space.xs },
  medium: { padding: vars.space.md },
  large: { padding: vars.space.lg },
});
