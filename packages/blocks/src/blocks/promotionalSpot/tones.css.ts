import { vars } from '@storefront/ui/css';
import { styleVariants } from '@vanilla-extract/css';

/**
 * Theme surfaces a content block's background may use (the CMS `backgroundColor` / `colors`
 * fields), each with its matching text colour so contrast holds in every brand theme.
 */
export const surfaceTone = styleVariants({
  surface: { background: vars.color.surface, color: vars.color.text },
  surfaceMuted: { background: vars.color.surfaceMuted, color: vars.color.text },
  surfaceInverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
});
