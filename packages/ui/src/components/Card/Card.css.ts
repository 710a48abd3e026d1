import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The card surfaces: a bordered surface, a muted panel, or a plain surface (add a shadow). */
export const tone = styleVariants({
  outline: {
    background: vars.color.surface,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  },
  muted: { background: vars.color.surfaceMuted },
  plain: { background: vars.color.surface },
});

/** Top and bottom padding per theme space token (`paddingY`, else `padding`). */
export const paddingY = styleVariants(vars.space, (space) => ({ paddingBlock: space }));

/** Left and right padding per theme space token (`paddingX`, else `padding`). */
export const paddingX = styleVariants(vars.space, (space) => ({ paddingInline: space }));

/** Corner radius per theme radius token. */
export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));

/** Shadow per theme shadow token (a raised `plain` card). */
export const shadow = styleVariants(vars.shadow, (value) => ({ boxShadow: value }));
