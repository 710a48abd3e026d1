import { mediaQueries, vars } from '@storefront/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const spacer = style({ display: 'flex', alignItems: 'center' });

/** Height per breakpoint, one class per space token (`height.md.xl` = xl from md up). */
export const height = {
  sm: styleVariants(vars.space, (value) => ({ height: value })),
  md: styleVariants(vars.space, (value) => ({
    '@media': { [mediaQueries.md]: { height: value } },
  })),
  lg: styleVariants(vars.space, (value) => ({
    '@media': { [mediaQueries.lg]: { height: value } },
  })),
};

export const divider = style({
  flex: 1,
  margin: `0 ${vars.space.md}`,
  border: 0,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
