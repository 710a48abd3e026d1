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
