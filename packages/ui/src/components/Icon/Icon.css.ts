import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Base: inline, sized by the variant, inherits colour from the text around it, drawn as a
 * 2-unit round stroke in `currentColor` without fill (a path of the set that fills, e.g. a full
 * star, says so on its own element, which wins over what it inherits from here).
 */
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  color: 'inherit',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Sizes on the theme's icon size tokens (`vars.size['icon-*']`). */
export const iconSize = styleVariants({
  sm: { width: vars.size['icon-sm'], height: vars.size['icon-sm'] },
  md: { width: vars.size['icon-md'], height: vars.size['icon-md'] },
  lg: { width: vars.size['icon-lg'], height: vars.size['icon-lg'] },
  xl: { width: vars.size['icon-xl'], height: vars.size['icon-xl'] },
  '3xl': { width: vars.size['icon-3xl'], height: vars.size['icon-3xl'] },
});
