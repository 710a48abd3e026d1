import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import type { FontSize } from '../../theme/tokens';

/** Brand heading typography: font, weight, case and tracking come from the theme. */
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  textTransform: vars.textTransform.heading,
  letterSpacing: vars.letterSpacing.heading,
  lineHeight: vars.lineHeight.tight,
});

/** Font size of each look at sm, md and lg: larger looks grow on larger screens. */
const looks: Record<'display' | 'xl' | 'lg' | 'md' | 'sm' | 'xs', [FontSize, FontSize, FontSize]> =
  {
    display: ['3xl', '4xl', '5xl'],
    xl: ['2xl', '3xl', '4xl'],
    lg: ['xl', '2xl', '3xl'],
    md: ['lg', 'xl', '2xl'],
    sm: ['md', 'lg', 'lg'],
    xs: ['md', 'md', 'md'],
  };

export const look = styleVariants(looks, ([sm, md, lg]) => ({
  fontSize: vars.fontSize[sm],
  '@media': {
    [mediaQueries.md]: { fontSize: vars.fontSize[md] },
    [mediaQueries.lg]: { fontSize: vars.fontSize[lg] },
  },
}));

export const tone = styleVariants({
  default: { color: vars.color.text },
  inverse: { color: vars.color.textInverse },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
